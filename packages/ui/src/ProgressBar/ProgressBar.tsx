import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** A whole percentage, 0 to 100. */
  percent: number;
  /** Names the bar ('Progress'). */
  label: string;
  /** The value in words, as it is read out ('3/10 lessons · 30%'). */
  valueText: string;
  /** Done: the bar takes the completed colour. */
  complete?: boolean;
  size?: 'sm' | 'md';
}

/** How far something is, as a bar with a name and a spoken value (a course's lessons, for one). */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { percent, label, valueText, complete = false, size = 'md', className, ...rest },
  ref,
) {
  const value = Math.min(Math.max(Math.round(percent), 0), 100);
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx(styles.track, className)}
      data-state={complete ? 'completed' : 'in-progress'}
      data-size={size}
      {...rest}
    >
      <div className={styles.bar} style={{ inlineSize: `${value}%` }} />
    </div>
  );
});
