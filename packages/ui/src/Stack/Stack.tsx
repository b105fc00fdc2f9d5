import { forwardRef } from 'react';
import { type LayoutAlign, type LayoutBoxProps, renderLayoutBox, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import * as styles from './Stack.css';

export interface StackProps extends LayoutBoxProps {
  /** The space between children, a step of the theme's scale. */
  gap: Space;
  /** Where children sit across the stack; they stretch to its width by default. */
  align?: LayoutAlign;
}

/** Children one below the other, a step of the space scale apart. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ as = 'div', gap, align = 'stretch', ...rest }, ref) {
  return renderLayoutBox(as, ref, rest, styles.root, layout.gap[gap], layout.alignItems[align]);
});
