export { CoursesScreen, type CoursesScreenProps } from './CoursesScreen';
export { courseActionHref, type CourseActionEvent, type CourseActionHandler } from './courseAction';
