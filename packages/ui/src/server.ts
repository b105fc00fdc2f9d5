// What a React Server Component may import: no component, no hook, no stylesheet (decision 093).
export { vars } from './theme/vars.css';
export { isNewCourse, NEW_COURSE_WINDOW_DAYS } from './CourseCard/isNewCourse';
