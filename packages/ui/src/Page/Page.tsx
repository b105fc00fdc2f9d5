import { forwardRef } from 'react';
import { type LayoutAlign, type LayoutBoxProps, renderLayoutBox, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import { root as stack } from '../Stack/Stack.css';
import * as styles from './Page.css';

export const PAGE_WIDTHS = ['narrow', 'medium', 'content'] as const;
export type PageWidth = (typeof PAGE_WIDTHS)[number];

export interface PageProps extends LayoutBoxProps {
  /** The widest the column gets: `narrow` 40rem, `medium` 52rem, `content` the theme's content width. */
  width: PageWidth;
  /** The space between the page's parts. */
  gap: Space;
  align?: LayoutAlign;
  /** The room above and below the column; `0` where the page's bands already give it. */
  paddingBlock?: Space;
}

/** A screen's column: its parts stacked, centred on the page up to a measure, padded from the edges. */
export const Page = forwardRef<HTMLElement, PageProps>(function Page({ as = 'div', width, gap, align = 'stretch', paddingBlock = 8, ...rest }, ref) {
  return renderLayoutBox(as, ref, rest, stack, styles.root, styles.paddingBlock[paddingBlock], styles.width[width], layout.gap[gap], layout.alignItems[align]);
});
