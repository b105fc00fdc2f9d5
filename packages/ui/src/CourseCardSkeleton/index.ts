export { CourseCardSkeleton } from './CourseCardSkeleton';
export type { CourseCardSkeletonProps } from './CourseCardSkeleton';
