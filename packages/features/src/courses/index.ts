export { CoursesScreen, type CoursesScreenProps } from './CoursesScreen';
export { courseActionHref, type CourseActionEvent, type CourseActionHandler } from './courseAction';
// The cards as the catalogue draws them, for My Courses (decision 025).
export { CategoryBadge } from './CategoryBadge';
export { CARD_SKELETON_MS } from './constants';
export { useCourseCardProps } from './useCourseCardProps';
export { useElapsed } from './useElapsed';
