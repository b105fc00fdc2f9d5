import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** Login sits at the end of its row, over the dialog's own Cancel. */
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});
