import { forwardRef } from 'react';
import { type LayoutAlign, type LayoutBoxProps, renderLayoutBox, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import * as styles from './Surface.css';

export const SURFACE_SHADOWS = ['none', 'sm', 'md'] as const satisfies ReadonlyArray<styles.SurfaceVariants['shadow']>;
export type SurfaceShadow = (typeof SURFACE_SHADOWS)[number];

export interface SurfaceProps extends LayoutBoxProps {
  /** The space inside the edge, all round. */
  padding: Space;
  /** Overrides `padding` above and below. */
  paddingBlock?: Space;
  /** Overrides `padding` at the start and end of the line. */
  paddingInline?: Space;
  /** The space between the stacked children. */
  gap: Space;
  /** Where children sit across the card; they take its width by default. */
  align?: LayoutAlign;
  /** How far the card stands off the page. */
  shadow?: SurfaceShadow;
  /** A hairline edge in the border colour. */
  border?: boolean;
}

/** A card: content stacked on the surface colour, rounded and raised, with padding from the space scale. */
export const Surface = forwardRef<HTMLElement, SurfaceProps>(function Surface(
  { as = 'div', padding, paddingBlock = padding, paddingInline = padding, gap, align = 'stretch', shadow = 'sm', border = false, ...rest },
  ref,
) {
  return renderLayoutBox(as, ref, rest, styles.surface({ shadow, border }), styles.paddingBlock[paddingBlock], styles.paddingInline[paddingInline], layout.gap[gap], layout.alignItems[align]);
});
