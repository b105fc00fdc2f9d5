import { style } from '@vanilla-extract/css';

export const qrCode = style({
  display: 'block',
  // A code is read the same way in either direction of text.
  direction: 'ltr',
  flexShrink: 0,
});
