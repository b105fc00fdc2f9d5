import { style } from '@vanilla-extract/css';
import { cardSurface, row, stack, titleText } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style([row(4), cardSurface, { padding: vars.space[5], border: `1px solid ${vars.color.border}` }]);

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style([stack(1), { minInlineSize: 0, margin: 0 }]);

export const label = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const value = style([titleText, { color: vars.color.text, fontVariantNumeric: 'tabular-nums' }]);
