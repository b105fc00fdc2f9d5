import { forwardRef, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../private/cx';
import * as styles from './Pager.css';

export interface PagerProps extends HTMLAttributes<HTMLElement> {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPageChange: (change: { page: number }) => void;
  /** Accessible name of the `<<` button. */
  previousLabel?: string;
  /** Accessible name of the `>>` button. */
  nextLabel?: string;
  pageLabel?: (page: number) => string;
}

/** A step to the page before or after: the arrow is what shows, `label` what assistive technology reads. */
function Arrow({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <Button variant="outline" size="sm" className={styles.arrow} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * Previous and next buttons around the current page. The buttons show the spec's `<<` and `>>`;
 * in right-to-left text the browser mirrors those characters, so they point the right way.
 */
export const Pager = forwardRef<HTMLElement, PagerProps>(function Pager(
  {
    page,
    hasPrevious,
    hasNext,
    onPageChange,
    previousLabel = 'Previous page',
    nextLabel = 'Next page',
    pageLabel = (current) => `Page ${current}`,
    'aria-label': ariaLabel = 'Pagination',
    className,
    ...rest
  },
  ref,
) {
  return (
    <nav ref={ref} aria-label={ariaLabel} {...rest} className={cx(styles.root, className)}>
      <Arrow label={previousLabel} disabled={!hasPrevious} onClick={() => onPageChange({ page: page - 1 })}>
        {'<<'}
      </Arrow>
      <span className={styles.current} aria-live="polite">
        {pageLabel(page)}
      </span>
      <Arrow label={nextLabel} disabled={!hasNext} onClick={() => onPageChange({ page: page + 1 })}>
        {'>>'}
      </Arrow>
    </nav>
  );
});
