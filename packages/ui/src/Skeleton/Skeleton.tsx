import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { skeleton, type SkeletonRecipeVariants } from './Skeleton.css';

export const SKELETON_SHAPES = ['rect', 'text', 'circle'] as const satisfies ReadonlyArray<SkeletonRecipeVariants['shape']>;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Any CSS length; defaults to the full width available. */
  width?: string | number;
  /** Any CSS length; text skeletons default to one line. */
  height?: string | number;
  shape?: SkeletonShape;
}

/**
 * A grey placeholder where content is loading. Hidden from assistive technology: whoever shows
 * skeletons announces the loading once, for the whole region (see CourseCardSkeleton).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { width, height, shape = 'rect', className, style, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      {...rest}
      className={cx(skeleton({ shape }), className)}
      // Sizes are per use, not per theme: they go inline.
      style={{ inlineSize: width, blockSize: height, ...style }}
    />
  );
});
