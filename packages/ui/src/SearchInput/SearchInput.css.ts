import { style } from '@vanilla-extract/css';
import { textControl } from '../private/field.css';
import { vars } from '../theme/vars.css';

export { fieldRoot as root } from '../private/field.css';

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space[4],
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  textControl,
  {
    minBlockSize: '3rem',
    paddingInlineStart: `calc(${vars.space[4]} + ${vars.typography.fontSize.lg} + ${vars.space[2]})`,
    paddingInlineEnd: vars.space[4],
    borderRadius: vars.radius.pill,
    boxShadow: vars.shadow.sm,
  },
]);
