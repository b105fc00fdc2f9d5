import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** A small modern reset: predictable sizing, no stray margins, media that fits, inherited fonts. */
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('*', {
  margin: 0,
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  minBlockSize: '100vh',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSubtle,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, picture, video, canvas, svg', {
  display: 'block',
  maxInlineSize: '100%',
});

// Codes in the theme's monospaced face, never the device's default one.
globalStyle('code, kbd, samp, pre', {
  fontFamily: vars.typography.fontFamily.mono,
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  textWrap: 'balance',
});

// People who ask for less motion get none: no transitions, animations or smooth scrolling.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
