export { SKELETON_SHAPES, Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
