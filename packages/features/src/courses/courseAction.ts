import type { Course } from '@manara/api-client';
import { inLanguage, sitePaths } from '@manara/api-client/paths';
import { $locale } from '../shared/i18n';

/** A card's button was pressed: Enroll Now (`enroll`) or Open Course (`open`). */
export interface CourseActionEvent {
  course: Course;
  action: 'enroll' | 'open';
}

export type CourseActionHandler = (event: CourseActionEvent) => void;

/** Where a card's button leads when the app does not handle it: details, or the lessons for a subscriber. */
export const courseActionHref = ({ course, action }: CourseActionEvent) =>
  action === 'open' ? sitePaths.lessons(course._id) : sitePaths.coursePage(course._id);

/** Without an app's router, Open Course follows its link with a full page load, in the reader's language. */
export const navigateToCourse: CourseActionHandler = (event) => window.location.assign(inLanguage(courseActionHref(event), $locale.get()));
