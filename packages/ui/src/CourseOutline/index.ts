export { CourseOutline } from './CourseOutline';
export type { CourseOutlineProps, OutlineLesson, OutlineSection } from './CourseOutline';
