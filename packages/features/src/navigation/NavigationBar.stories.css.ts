import { style } from '@vanilla-extract/css';

/** Room under the bar for the account menu, so a screenshot of the story includes it open. */
export const page = style({
  minBlockSize: '20rem',
});
