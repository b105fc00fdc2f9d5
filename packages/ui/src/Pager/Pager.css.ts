import { style } from '@vanilla-extract/css';
import { row } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style([row(3), { justifyContent: 'center' }]);

export const arrow = style({
  minInlineSize: '2.75rem',
  letterSpacing: '-0.05em',
});

export const current = style({
  minInlineSize: '4.5rem',
  textAlign: 'center',
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.textMuted,
});
