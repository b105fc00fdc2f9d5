export const NEW_COURSE_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The "New" badge rule: a course created within the last seven days, both ends included
 * (exactly seven days old is still new). A creation date in the future, or one that does not
 * parse, is not "within the last seven days", so it is not new.
 */
export function isNewCourse(createdAt: string | Date, now: Date | number = Date.now()): boolean {
  const created = new Date(createdAt).getTime();
  const reference = typeof now === 'number' ? now : now.getTime();
  if (Number.isNaN(created) || Number.isNaN(reference)) return false;
  const age = reference - created;
  return age >= 0 && age <= NEW_COURSE_WINDOW_DAYS * DAY_MS;
}
