export { CourseGrid } from './CourseGrid';
export type { CourseGridProps } from './CourseGrid';
