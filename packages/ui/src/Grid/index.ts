export { Grid, GRID_ALIGNS, GRID_FILLS, GRID_MIN_ITEM_WIDTHS } from './Grid';
export type { GridAlign, GridFill, GridMinItemWidth, GridProps } from './Grid';
