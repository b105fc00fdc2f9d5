import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';

export interface PriceProps extends HTMLAttributes<HTMLSpanElement> {
  amount: number;
  /** The price before a discount, struck through; shown only when above 0. */
  oldAmount?: number;
  currency?: string;
  locale?: string;
  /** Shown instead of the amount when it is 0. */
  freeLabel?: ReactNode;
  /** Read before the struck price: screen readers do not announce strike-through. */
  oldPriceLabel?: string;
}

/** A price in the learner's currency, EGP by default, with the old price struck through. */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  {
    amount,
    oldAmount = 0,
    currency = 'EGP',
    locale = 'en-EG',
    freeLabel = 'Free',
    oldPriceLabel = 'Original price:',
    className,
    ...rest
  },
  ref,
) {
  // Whole pounds print without ".00"; prices with piastres keep both digits.
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' });
  const free = amount === 0;
  return (
    <span ref={ref} {...rest} className={cx(styles.root, className)}>
      <span className={styles.current} data-free={free || undefined}>
        {free ? freeLabel : format.format(amount)}
      </span>
      {oldAmount > 0 && (
        <s className={styles.old}>
          <VisuallyHidden>{`${oldPriceLabel} `}</VisuallyHidden>
          {format.format(oldAmount)}
        </s>
      )}
    </span>
  );
});
