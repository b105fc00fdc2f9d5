import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only, e.g. a word that the picture beside it already says to the eye. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  return <span ref={ref} {...rest} className={cx(visuallyHidden, className)} />;
});
