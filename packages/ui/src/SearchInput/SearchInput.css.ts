import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/focusRing';
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

export const input = style({
  inlineSize: '100%',
  minBlockSize: '3rem',
  paddingInlineStart: `calc(${vars.space[4]} + ${vars.typography.fontSize.lg} + ${vars.space[2]})`,
  paddingInlineEnd: vars.space[4],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
