import { style } from '@vanilla-extract/css';
import { errorText, fieldBox, focusRing } from '../theme/styles';
import { vars } from '../theme/vars.css';

/** A labelled field's column: its label, its control, then a hint or an error. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const fieldLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text,
});

/** What is wrong with the field's value, under its control. */
export const fieldError = style(errorText);

/** A text control in its frame: the border turns brand on hover and with the focus ring, dim when disabled. */
export const textControl = {
  ...fieldBox,
  inlineSize: '100%',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
} as const;
