import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

/** Try Again and the way to the login page, side by side, on the card and in the dialog. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
});
