export { CourseCard, defaultCourseCardLabels } from './CourseCard';
export type { CourseCardAction, CourseCardInstructor, CourseCardLabels, CourseCardProps } from './CourseCard';
export { isNewCourse, NEW_COURSE_WINDOW_DAYS } from './isNewCourse';
