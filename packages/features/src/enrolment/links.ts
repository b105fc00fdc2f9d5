/** The lesson player, where Open Course leads a subscriber (spec §4 Enrolment). */
export const courseLessonsHref = (id: string) => `/course/${encodeURIComponent(id)}/lessons`;
