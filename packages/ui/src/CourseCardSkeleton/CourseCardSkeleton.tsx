import { forwardRef, type HTMLAttributes } from 'react';
import * as card from '../CourseCard/CourseCard.css';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CourseCardSkeleton.css';

export interface CourseCardSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** What a screen reader hears instead of the grey shapes. */
  label?: string;
}

/** A card-sized placeholder with the card's own frame and spacing, so nothing jumps when data arrives. */
export const CourseCardSkeleton = forwardRef<HTMLDivElement, CourseCardSkeletonProps>(function CourseCardSkeleton(
  { label = 'Loading course', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} aria-busy="true" {...rest} className={cx(card.frame, className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true" className={card.media}>
        <Skeleton height={card.MEDIA_HEIGHT} />
      </div>
      <div aria-hidden="true" className={card.body}>
        <div className={styles.row}>
          <Skeleton shape="text" width="5.5rem" />
          <Skeleton shape="text" width="5rem" />
        </div>
        <div className={styles.title}>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="65%" />
        </div>
        <div className={styles.spread}>
          <Skeleton width="7.5rem" height="2.5rem" />
          <Skeleton shape="text" width="4.5rem" height="1.25rem" />
        </div>
        <Skeleton shape="text" width="6.5rem" />
        <div className={card.footer}>
          <div className={styles.row}>
            <Skeleton shape="circle" width="2rem" />
            <Skeleton shape="text" width="6rem" />
          </div>
          <Skeleton shape="text" width="3.5rem" />
        </div>
      </div>
    </div>
  );
});
