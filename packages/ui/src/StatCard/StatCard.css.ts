import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

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

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minInlineSize: 0, margin: 0 });

export const label = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
