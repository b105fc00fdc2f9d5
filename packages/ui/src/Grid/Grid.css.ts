import { createVar, style, styleVariants } from '@vanilla-extract/css';

const minItemWidth = createVar();

/** The narrowest a cell gets before the grid drops a column; on a screen narrower still, a cell takes the whole row. */
export const minWidth = styleVariants(
  { '12rem': '12rem', '14rem': '14rem', '15rem': '15rem', '16rem': '16rem', '18rem': '18rem', '20rem': '20rem', '22rem': '22rem' },
  (width) => ({ vars: { [minItemWidth]: width } }),
);

/** `fit` stretches the cells of a short row across it; `fill` keeps the empty columns' room. */
export const fill = styleVariants({
  fit: { gridTemplateColumns: `repeat(auto-fit, minmax(min(${minItemWidth}, 100%), 1fr))` },
  fill: { gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))` },
});

export const root = style({ display: 'grid' });

export const alignItems = styleVariants({
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  stretch: {},
});
