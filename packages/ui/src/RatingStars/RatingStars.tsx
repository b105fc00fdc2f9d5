import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx';
import { StarIcon } from '../private/icons';
import { roundToTenth } from '../private/roundToTenth';
import * as styles from './RatingStars.css';

export const MAX_RATING = 5;
const STAR_KEYS = Array.from({ length: MAX_RATING }, (_, index) => index);

export interface RatingLabelArgs {
  rating: number;
  reviews?: number;
}

export const defaultRatingLabel = ({ rating, reviews }: RatingLabelArgs): string =>
  `Rated ${rating} out of ${MAX_RATING}` +
  (reviews === undefined ? '' : `, ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`);

export const defaultReviewsLabel = (count: number): ReactNode => `(${count})`;

export const defaultNoReviewsLabel = 'No reviews yet';

export interface RatingStarsProps extends HTMLAttributes<HTMLSpanElement> {
  /** 0 to 5; fractions fill part of a star. Values outside are clamped. */
  rating: number;
  reviews?: number;
  /** The accessible name, which is all a screen reader hears: the stars and count are drawn for the eye. */
  label?: (args: RatingLabelArgs) => string;
  reviewsLabel?: (count: number) => ReactNode;
  /** Shown instead of the stars when `reviews` is 0: a rating nobody gave is not drawn. */
  noReviewsLabel?: ReactNode;
}

const clampRating = (rating: number) => (Number.isFinite(rating) ? Math.min(MAX_RATING, Math.max(0, rating)) : 0);

/** Five stars, filled to the rating, with an optional review count; words instead when no one has reviewed yet. */
export const RatingStars = forwardRef<HTMLSpanElement, RatingStarsProps>(function RatingStars(
  { rating, reviews, label = defaultRatingLabel, reviewsLabel = defaultReviewsLabel, noReviewsLabel = defaultNoReviewsLabel, className, ...rest },
  ref,
) {
  if (reviews === 0)
    return (
      <span ref={ref} {...rest} className={cx(styles.root, styles.count, className)}>
        {noReviewsLabel}
      </span>
    );
  const value = clampRating(rating);
  const spoken = roundToTenth(value);
  const row = STAR_KEYS.map((key) => <StarIcon key={key} className={styles.star} />);
  return (
    <span ref={ref} role="img" aria-label={label({ rating: spoken, reviews })} {...rest} className={cx(styles.root, className)}>
      <span className={styles.stars}>
        {row}
        <span className={styles.filled} style={{ inlineSize: `${(value / MAX_RATING) * 100}%` }}>
          {row}
        </span>
      </span>
      {reviews !== undefined && <span className={styles.count}>{reviewsLabel(reviews)}</span>}
    </span>
  );
});
