/** The course details page; the spec gives it as `/CoursePage/{id}`. */
export const coursePageHref = (id: string) => `/CoursePage/${encodeURIComponent(id)}`;

/** The lesson player, where Open Course leads a subscriber (spec §4 Enrolment). */
export const courseLessonsHref = (id: string) => `/course/${encodeURIComponent(id)}/lessons`;
