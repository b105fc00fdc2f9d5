import { LESSON_VIDEO_MESSAGE, youtubeVideoId, youtubeWatchUrl, type LessonFormBodySchema } from '@manara/api-client/schemas';
import { asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/connection';
import { courses, lessons } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import type { UserRow } from '../db/schema';
import { recordAudit } from '../db/audit';

/*
 * The admin's lessons (docs/product/admin.md#lesson-form). Course totals (lessons, minutes) are counted
 * from the lessons on every read, so they follow a write at once. Every write is audited.
 */

type LessonForm = v.InferOutput<typeof LessonFormBodySchema>;
type LessonRow = typeof lessons.$inferSelect;

/** The form as the lesson's columns; the video as its canonical watch address. */
function columnsOf(form: LessonForm) {
  const videoId = youtubeVideoId(form.videoUrl);
  if (videoId === undefined) throw httpError('VALIDATION', { message: LESSON_VIDEO_MESSAGE, field: 'videoUrl' });
  return {
    title: form.title,
    description: form.description,
    videoUrl: youtubeWatchUrl(videoId),
    durationMinutes: form.duration,
    position: form.order,
    isPrivate: form.isPrivate,
    section: form.section === undefined || form.section === '' ? null : form.section,
  };
}

/** A new measurement: the length, and no dispute left (decision 060). */
const measured = (seconds: number) => ({ durationSeconds: seconds, lengthFlaggedAt: null, lengthReportedSeconds: null });

/** The fields an audit entry shows of a lesson. */
const audited = (row: Pick<LessonRow, 'courseId' | 'title' | 'videoUrl' | 'durationMinutes' | 'durationSeconds' | 'position' | 'isPrivate' | 'section'>) => ({
  courseId: row.courseId,
  title: row.title,
  videoUrl: row.videoUrl,
  duration: row.durationMinutes,
  durationSeconds: row.durationSeconds,
  order: row.position,
  isPrivate: row.isPrivate,
  section: row.section,
});

/** Only the fields that differ, before and after. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

export async function createLesson(db: Database, actor: UserRow, courseId: string, form: LessonForm): Promise<LessonRow> {
  if (!isUuid(courseId)) throw httpError('COURSE_NOT_FOUND');
  const values = columnsOf(form);
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw httpError('COURSE_NOT_FOUND');
    const [row] = await tx
      .insert(lessons)
      .values({ courseId, ...values, ...(form.durationSeconds === undefined ? {} : measured(form.durationSeconds)) })
      .returning();
    if (!row) throw new Error('The lesson was not saved');
    await recordAudit(tx, actor, { action: 'lesson.create', objectType: 'lesson', objectId: row.id, before: {}, after: audited(row) });
    return row;
  });
}

async function lockedLesson(tx: Pick<Database, 'select'>, id: string) {
  if (!isUuid(id)) throw httpError('LESSON_NOT_FOUND');
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
  if (!row) throw httpError('LESSON_NOT_FOUND');
  return row;
}

export function updateLesson(db: Database, actor: UserRow, id: string, form: LessonForm): Promise<LessonRow> {
  const values = columnsOf(form);
  return db.transaction(async (tx) => {
    const current = await lockedLesson(tx, id);
    // A length measured in the form counts; without one, a new video is not measured yet, and the same video keeps its length.
    const length =
      form.durationSeconds !== undefined ? measured(form.durationSeconds) : values.videoUrl === current.videoUrl ? {} : { durationSeconds: null, lengthFlaggedAt: null, lengthReportedSeconds: null };
    const [row] = await tx
      .update(lessons)
      .set({ ...values, ...length })
      .where(eq(lessons.id, id))
      .returning();
    if (!row) throw httpError('LESSON_NOT_FOUND');
    const diff = changed(audited(current), audited(row));
    if (Object.keys(diff.after).length > 0) await recordAudit(tx, actor, { action: 'lesson.update', objectType: 'lesson', objectId: id, ...diff });
    return row;
  });
}

/** Saves a length measured by "Measure lengths", which clears a player's dispute; audited as an update. */
export function measureLesson(db: Database, actor: UserRow, id: string, seconds: number): Promise<LessonRow> {
  return db.transaction(async (tx) => {
    const current = await lockedLesson(tx, id);
    const [row] = await tx.update(lessons).set(measured(seconds)).where(eq(lessons.id, id)).returning();
    if (!row) throw httpError('LESSON_NOT_FOUND');
    const diff = changed(audited(current), audited(row));
    if (Object.keys(diff.after).length > 0) await recordAudit(tx, actor, { action: 'lesson.update', objectType: 'lesson', objectId: id, ...diff });
    return row;
  });
}

/** Lessons never measured, and lessons a learner's player disputed, each with its course; by course, then order. */
export async function lessonLengths(db: Database) {
  const rows = await db
    .select({ lesson: lessons, courseTitle: courses.title })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(or(isNull(lessons.durationSeconds), isNotNull(lessons.lengthFlaggedAt)))
    .orderBy(asc(courses.title), asc(lessons.position), asc(lessons.id));
  const item = ({ lesson, courseTitle }: (typeof rows)[number]) => ({
    lessonId: lesson.id,
    title: lesson.title,
    courseId: lesson.courseId,
    courseTitle,
    videoUrl: lesson.videoUrl,
    duration: lesson.durationMinutes,
    durationSeconds: lesson.durationSeconds,
    reportedSeconds: lesson.lengthReportedSeconds,
    flaggedAt: lesson.lengthFlaggedAt?.toISOString() ?? null,
  });
  return {
    unmeasured: rows.filter(({ lesson }) => lesson.durationSeconds === null).map(item),
    flagged: rows.filter(({ lesson }) => lesson.lengthFlaggedAt !== null).map(item),
  };
}

/** Deletes the lesson; learners' progress in it goes with it, certificates already issued stand (decision 041). */
export function deleteLesson(db: Database, actor: UserRow, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockedLesson(tx, id);
    // Recorded first, in the same transaction, so the entry keeps the lesson's title (decision 078).
    await recordAudit(tx, actor, { action: 'lesson.delete', objectType: 'lesson', objectId: id, before: audited(current), after: {} });
    await tx.delete(lessons).where(eq(lessons.id, id));
  });
}
