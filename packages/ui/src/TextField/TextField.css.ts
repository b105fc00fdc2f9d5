import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/focusRing';
import { vars } from '../theme/vars.css';

export { fieldLabel as label, fieldRoot as root } from '../private/field.css';

export const input = style({
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.danger,
});
