/** The course details page; the spec gives it as `/CoursePage/{id}`. */
export const coursePageHref = (id: string) => `/CoursePage/${encodeURIComponent(id)}`;

export { courseLessonsHref } from '../enrolment/links';
