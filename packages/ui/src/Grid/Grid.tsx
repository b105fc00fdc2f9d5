import { forwardRef } from 'react';
import { type LayoutBoxProps, renderLayoutBox, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import * as styles from './Grid.css';

export const GRID_MIN_ITEM_WIDTHS = Object.keys(styles.minWidth) as Array<keyof typeof styles.minWidth>;
export type GridMinItemWidth = keyof typeof styles.minWidth;
export const GRID_FILLS = ['fit', 'fill'] as const;
export type GridFill = (typeof GRID_FILLS)[number];
export const GRID_ALIGNS = ['stretch', 'start', 'center'] as const;
export type GridAlign = (typeof GRID_ALIGNS)[number];

export interface GridProps extends LayoutBoxProps {
  /** The space between cells, across and down. */
  gap: Space;
  /** The narrowest a cell gets: as many columns as fit at this width, one a row on a narrower screen. */
  minItemWidth: GridMinItemWidth;
  /** `fit` (the default) stretches a short row's cells across it; `fill` keeps room for the missing ones. */
  fill?: GridFill;
  /** Where cells sit in their row; they take its height by default. */
  align?: GridAlign;
}

/** Equal columns, as many as fit: three cards on a laptop, one on a phone, no media query. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid({ as = 'div', gap, minItemWidth, fill = 'fit', align = 'stretch', ...rest }, ref) {
  return renderLayoutBox(as, ref, rest, styles.root, styles.minWidth[minItemWidth], styles.fill[fill], styles.alignItems[align], layout.gap[gap]);
});
