import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StatCard.css';

export interface StatCardProps extends HTMLAttributes<HTMLElement> {
  /** What the figure is: 'Total Users'. */
  label: string;
  /** The figure, already formatted for the reader (digits, currency). */
  value: ReactNode;
  /** A decorative picture beside the figure. */
  icon?: ReactNode;
  /** The figure is on its way: a placeholder holds its place. */
  loading?: boolean;
  /** Read out in place of the figure while it loads. */
  loadingLabel?: string;
}

/**
 * One figure of a dashboard, with what it counts. A definition list pairs the label with the value, so a
 * screen reader reads them together; while loading, the value is a placeholder and the card is busy.
 */
export const StatCard = forwardRef<HTMLElement, StatCardProps>(function StatCard({ label, value, icon, loading = false, loadingLabel = 'Loading...', className, ...rest }, ref) {
  return (
    <section ref={ref} aria-busy={loading || undefined} {...rest} className={cx(styles.root, className)}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{loading ? (
            <>
              <Skeleton shape="text" width="6ch" />
              <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            </>
          ) : (
            value
          )}</dd>
      </dl>
    </section>
  );
});
