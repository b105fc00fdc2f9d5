import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { spinner } from './Spinner.css';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement>;

/**
 * A turning ring for a wait of unknown length; still when motion is reduced. Decoration only,
 * hidden from assistive technology: the words beside it (in a `role="status"` region) say what
 * is happening.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ className, ...rest }, ref) {
  return <span ref={ref} aria-hidden="true" {...rest} className={cx(spinner, className)} />;
});
