/**
 * `GET /lessons/courses/{id}/progress`: the learner's progress in a course, one SWR entry per course and
 * learner, `null` until the user is known. The lesson player keeps it up to date as reports come back,
 * so My Courses shows the progress just made.
 */
export const courseProgressKey = (courseId: string, userId: string | undefined) =>
  userId === undefined ? null : (['/lessons/courses/:id/progress', courseId, userId] as const);
