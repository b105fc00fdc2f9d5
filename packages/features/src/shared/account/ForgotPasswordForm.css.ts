import { style } from '@vanilla-extract/css';

/** The success notice takes focus when the form gives way to it; the ring would only distract. */
export const sent = style({
  selectors: {
    '&:focus': { outline: 'none' },
  },
});
