import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { useLinkComponent } from '../LinkProvider/LinkProvider';
import { Price } from '../Price/Price';
import { ArrowIcon, ClockIcon, LessonsIcon, LighthouseIcon } from '../private/icons';
import { cx } from '../private/cx';
import { roundToTenth } from '../private/roundToTenth';
import { defaultNoReviewsLabel, defaultRatingLabel, defaultReviewsLabel, RatingStars, type RatingLabelArgs } from '../RatingStars/RatingStars';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as styles from './CourseCard.css';

export type CourseCardAction = 'enroll' | 'processing' | 'open';

export interface CourseCardLabels {
  enroll: string;
  processing: string;
  open: string;
  details: string;
  paid: string;
  free: string;
  /** Read before the struck-through old price. */
  oldPrice: string;
  /** Receives hours rounded to one decimal. */
  hours: (hours: number) => string;
  lessons: (count: number) => string;
  rating: (args: RatingLabelArgs) => string;
  reviews: (count: number) => ReactNode;
  /** Shown instead of the stars while `reviews` is 0. */
  noReviews: string;
  /** Names the learner's progress bar, when the card shows one. */
  progress: string;
}

export const defaultCourseCardLabels: CourseCardLabels = {
  enroll: 'Enroll Now',
  processing: 'Processing...',
  open: 'Open Course',
  details: 'Details',
  paid: 'Paid',
  free: 'Free',
  oldPrice: 'Original price:',
  hours: (hours) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  lessons: (count) => `${count} ${count === 1 ? 'lecture' : 'lectures'}`,
  rating: defaultRatingLabel,
  reviews: defaultReviewsLabel,
  noReviews: defaultNoReviewsLabel,
  progress: 'Course progress',
};

export interface CourseCardInstructor {
  name: string;
  avatarUrl?: string;
}

export interface CourseCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  id: string;
  title: string;
  imageUrl?: string;
  /** Where the card leads (the course page): the app owns its addresses, so the caller gives it. */
  href: string;
  /** Over the image at the reading start, e.g. "New" or the category. */
  badge?: ReactNode;
  durationHours?: number;
  lessonCount?: number;
  price?: number;
  oldPrice?: number;
  rating?: number;
  reviews?: number;
  instructor?: CourseCardInstructor;
  action?: CourseCardAction;
  /** The learner's progress in a course of their own: a whole percentage and its words ('3/10 lessons · 30%'). */
  progress?: { percent: number; text: string };
  onAction?: (event: { id: string; action: Exclude<CourseCardAction, 'processing'> }) => void;
  /** Formats the prices, e.g. `ar-EG` for Arabic digits. */
  locale?: string;
  labels?: Partial<CourseCardLabels>;
  /** The title's heading level; 3 fits a grid under a section heading. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The picture is likely the largest thing on the first screen (the first card of a page): it loads at
   * once and before other pictures, rather than when it nears the screen.
   */
  imagePriority?: boolean;
}

/** A course in a listing: picture, facts, price, rating, instructor, and the one action it offers. */
export const CourseCard = forwardRef<HTMLElement, CourseCardProps>(function CourseCard(
  {
    id,
    title,
    imageUrl,
    href,
    badge,
    durationHours = 30.2,
    lessonCount = 14,
    price = 0,
    oldPrice = 0,
    rating = 4,
    reviews = 12,
    instructor,
    action = 'enroll',
    progress,
    onAction,
    locale,
    labels: labelOverrides,
    headingLevel = 3,
    imagePriority = false,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultCourseCardLabels, ...labelOverrides };
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();

  return (
    <article ref={ref} aria-labelledby={titleId} {...rest} className={cx(styles.card, className)}>
      <div className={styles.media}>
        {imageUrl ? (
          <img
            className={styles.image}
            src={imageUrl}
            alt=""
            loading={imagePriority ? 'eager' : 'lazy'}
            fetchPriority={imagePriority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className={styles.placeholder}>
            <LighthouseIcon />
          </div>
        )}
        {badge !== undefined && <div className={styles.badgeSlot}>{badge}</div>}
      </div>

      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.metaItem}>
            <ClockIcon />
            {labels.hours(roundToTenth(durationHours))}
          </span>
          <span className={styles.metaItem}>
            <LessonsIcon />
            {labels.lessons(lessonCount)}
          </span>
          {price > 0 && (
            <Badge tone="brand" className={styles.paid}>
              {labels.paid}
            </Badge>
          )}
        </div>

        <Heading id={titleId} className={styles.title}>
          {/* Content in either language: `dir="auto"` orders it by its own script, inline, so the
              card's alignment still follows the page. */}
          <Link href={href} className={styles.titleLink} dir="auto">
            {title}
          </Link>
        </Heading>

        {progress && (
          <div className={styles.progress}>
            <ProgressBar size="sm" percent={progress.percent} label={labels.progress} valueText={progress.text} complete={progress.percent === 100} />
            <span className={styles.progressText}>{progress.text}</span>
          </div>
        )}

        <div className={styles.actionRow}>
          <Button
            className={styles.action}
            variant={action === 'open' ? 'secondary' : 'primary'}
            busy={action === 'processing'}
            busyLabel={labels.processing}
            aria-describedby={titleId}
            onClick={action === 'processing' ? undefined : () => onAction?.({ id, action })}
          >
            {action === 'open' ? labels.open : labels.enroll}
          </Button>
          <Price
            amount={price}
            oldAmount={oldPrice}
            locale={locale}
            freeLabel={labels.free}
            oldPriceLabel={labels.oldPrice}
          />
        </div>

        <RatingStars rating={rating} reviews={reviews} label={labels.rating} reviewsLabel={labels.reviews} noReviewsLabel={labels.noReviews} />

        <div className={styles.footer}>
          {instructor && (
            <div className={styles.instructor}>
              {instructor.avatarUrl ? (
                <img className={styles.avatar} src={instructor.avatarUrl} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {Array.from(instructor.name.trim())[0]?.toUpperCase()}
                </span>
              )}
              <span className={styles.instructorName} dir="auto">
                {instructor.name}
              </span>
            </div>
          )}
          <Link href={href} className={styles.details} aria-describedby={titleId}>
            {labels.details}
            <ArrowIcon className={styles.detailsIcon} />
          </Link>
        </div>
      </div>
    </article>
  );
});
