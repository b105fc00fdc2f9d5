import { forwardRef } from 'react';
import { type LayoutAlign, type LayoutBoxProps, renderLayoutBox, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import * as styles from './Inline.css';

export const INLINE_JUSTIFY = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof INLINE_JUSTIFY)[number];

export interface InlineProps extends LayoutBoxProps {
  /** The space between children, along the line and between lines. */
  gap: Space;
  /** Where children sit across the line. */
  align?: LayoutAlign;
  /** How the line's children share its length; `between` pushes the first and last to its ends. */
  justify?: InlineJustify;
  /** Children move to a new line when the line is full; `false` keeps them on one. */
  wrap?: boolean;
}

/** Children side by side in the reading direction (right to left in Arabic), wrapping when the line is full. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline({ as = 'div', gap, align = 'stretch', justify = 'start', wrap = true, ...rest }, ref) {
  return renderLayoutBox(as, ref, rest, styles.root, wrap && styles.wrap, layout.alignItems[align], styles.justify[justify], layout.gap[gap]);
});
