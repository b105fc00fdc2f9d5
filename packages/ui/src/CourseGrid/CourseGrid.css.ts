import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const grid = createContainer();

/** The columns follow the width the grid is given, not the window: it works in any layout. */
export const container = style({
  containerName: grid,
  containerType: 'inline-size',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  padding: 0,
  listStyle: 'none',
  '@container': {
    [`${grid} (inline-size >= 640px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${grid} (inline-size >= 1024px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});
