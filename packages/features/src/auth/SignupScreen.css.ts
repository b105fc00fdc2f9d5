import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

/** First and last name side by side, one under the other when the card is narrow. */
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'start',
  gap: vars.space[4],
});
