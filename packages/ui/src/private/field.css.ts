import { style } from '@vanilla-extract/css';
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
