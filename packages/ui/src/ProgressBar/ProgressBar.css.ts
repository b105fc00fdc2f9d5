import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const track = style({
  blockSize: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSubtle,
  selectors: { '&[data-size="sm"]': { blockSize: '0.375rem' } },
});

export const bar = style({
  blockSize: '100%',
  backgroundColor: vars.color.brand,
  transition: 'inline-size 300ms ease',
  selectors: { [`${track}[data-state="completed"] &`]: { backgroundColor: vars.color.success } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
