import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { findCourse } from '../courses/queries';
import type { Database } from '../db/connection';
import { lessonFiles, lessonProgress, lessons, subscriptions } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import type { Session } from '../auth/require-user';
import type { UserRow } from '../db/schema';
import { issueIfComplete } from './certificates';
import { countReport, lengthDisagrees, type ProgressReport } from './progress';

/*
 * The learning rules (docs/product/learning.md): who may watch, and the progress and completions of
 * those who may. HTTP stays in `routes.ts`.
 */

/**
 * A course `viewer` may open by this id (published; archived for those who hold it; any for an admin, who
 * builds a draft's lessons); anything else is a 404, malformed ids included.
 */
export async function courseOrNotFound(db: Database, courseId: string, viewer: UserRow | undefined) {
  const course = isUuid(courseId) ? await findCourse(db, courseId, viewer) : undefined;
  if (!course) throw httpError('COURSE_NOT_FOUND');
  return course;
}

/** Progress rows remembered by each database's process, at most; the one written longest ago is forgotten first. */
const PROGRESS_ROWS_REMEMBERED = 10_000;
const progressRows = new WeakMap<Database, Map<string, ProgressRow>>();

/**
 * The progress rows this process last wrote, by learner and lesson. A learner's next report is counted from the row
 * as it was left, and written only if the stored row is still that one, column by column: one statement where
 * there were two. A row another process, another report or an admin has moved since is read again (decision 110).
 */
function progressRowsOf(db: Database) {
  let rows = progressRows.get(db);
  if (!rows) {
    rows = new Map();
    progressRows.set(db, rows);
  }
  return rows;
}

/**
 * A learner whose progress counts in the course: signed in, not blocked, subscribed. An admin who has not
 * subscribed may watch, but has no progress to keep. The session's account says what they hold; `published`
 * is the course when the catalogue in memory has it.
 */
export async function requireLearner(db: Database, { user, courseIds }: Pick<Session, 'user' | 'courseIds'>, courseId: string, published?: { id: string; title: string }) {
  const course = published ?? (await courseOrNotFound(db, courseId, user));
  if (user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
  if (!courseIds.has(course.id)) throw httpError('NOT_SUBSCRIBED');
  return course;
}

/** The lesson `lessonId` of `courseId`, with what progress needs; a lesson of another course is not found. */
export async function lessonOf(db: Database, { lessonId, courseId }: { lessonId: string; courseId: string }) {
  if (!isUuid(lessonId)) throw httpError('LESSON_NOT_FOUND');
  const [lesson] = await db
    .select({ id: lessons.id, durationMinutes: lessons.durationMinutes, durationSeconds: lessons.durationSeconds, lengthFlaggedAt: lessons.lengthFlaggedAt })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!lesson) throw httpError('LESSON_NOT_FOUND');
  return lesson;
}

/** The PDF `fileId` of lesson `lessonId`, with the lesson's course; anything else is not found. */
export async function lessonFileOf(db: Database, { lessonId, fileId }: { lessonId: string; fileId: string }) {
  if (!isUuid(lessonId) || !isUuid(fileId)) throw httpError('LESSON_FILE_NOT_FOUND');
  const [row] = await db
    .select({ name: lessonFiles.name, key: lessonFiles.key, courseId: lessons.courseId })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)));
  if (!row) throw httpError('LESSON_FILE_NOT_FOUND');
  return row;
}

type ProgressRow = typeof lessonProgress.$inferSelect;
export type CompletedRow = ProgressRow & { completedAt: Date };

type LessonOf = Awaited<ReturnType<typeof lessonOf>>;

/** The row as `state` read it: a write counts only if none of the columns a report changes moved since. */
const unchangedSince = (state: ProgressRow) =>
  and(
    eq(lessonProgress.userId, state.userId),
    eq(lessonProgress.lessonId, state.lessonId),
    eq(lessonProgress.lastReportAt, state.lastReportAt),
    eq(lessonProgress.watchedSeconds, state.watchedSeconds),
    eq(lessonProgress.positionSeconds, state.positionSeconds),
    eq(lessonProgress.durationSeconds, state.durationSeconds),
    sql`${lessonProgress.played} = ${JSON.stringify(state.played)}::jsonb`,
    state.completedAt ? eq(lessonProgress.completedAt, state.completedAt) : isNull(lessonProgress.completedAt),
  );

/** What a counted report writes. Once completed, always completed: a lesson made longer later does not take it back. */
const progressOf = (counted: ReturnType<typeof countReport>, { completedAt, now }: { completedAt: Date | null; now: Date }) => ({
  played: counted.played.map(([start, end]): [number, number] => [start, end]),
  watchedSeconds: counted.watchedSeconds,
  durationSeconds: counted.durationSeconds,
  positionSeconds: counted.positionSeconds,
  lastReportAt: now,
  updatedAt: now,
  completedAt: completedAt ?? (counted.complete ? now : null),
});

/**
 * Counts a player's report (`progress.ts`). The first report of a lesson opens its clock and counts
 * nothing. A length the player reports far from the measured one flags the lesson to the admins (decision 060).
 *
 * Most reports are counted from the stored row and written only if the row has not moved since (column by
 * column): no transaction holding the database between them (decision 106), and the row read only when this
 * process does not hold it as it last wrote it (decision 110). A report
 * that opens the lesson, completes it, or finds the row moved by another report at the same moment is
 * counted in one transaction instead, the learner's subscription row and then the progress row locked, so two
 * reports at once cannot both spend the same seconds and the last two lessons completed at the same moment see
 * each other and give one certificate.
 */
export async function recordProgress(
  db: Database,
  {
    user,
    course,
    lesson,
    report,
    now,
  }: { user: UserRow; course: { id: string; title: string }; lesson: LessonOf; report: ProgressReport; now: Date },
): Promise<ProgressRow> {
  const userId = user.id;
  const courseId = course.id;
  const length = { storedMinutes: lesson.durationMinutes, measuredSeconds: lesson.durationSeconds, now };
  const key = and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id));

  // Flagged once: an admin measures again, which clears it.
  if (lesson.lengthFlaggedAt === null && lengthDisagrees(report.duration, lesson.durationSeconds)) {
    await db
      .update(lessons)
      .set({ lengthFlaggedAt: now, lengthReportedSeconds: report.duration ?? null })
      .where(and(eq(lessons.id, lesson.id), isNull(lessons.lengthFlaggedAt)));
  }

  const remembered = progressRowsOf(db);
  const rowKey = `${userId} ${lesson.id}`;
  /** The report counted from `stored` and written if the row is still `stored`: 'moved' if it is not. */
  const countFrom = async (stored: ProgressRow) => {
    const written = progressOf(countReport(stored, report, length), { completedAt: stored.completedAt, now });
    if (!stored.completedAt && written.completedAt) return 'completes';
    const [saved] = await db.update(lessonProgress).set(written).where(unchangedSince(stored)).returning();
    return saved ?? 'moved';
  };
  const remember = (saved: ProgressRow) => {
    remembered.delete(rowKey);
    if (remembered.size >= PROGRESS_ROWS_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(rowKey, saved);
    return saved;
  };

  const last = remembered.get(rowKey);
  let counted = last ? await countFrom(last) : 'moved';
  if (counted === 'moved') {
    const [stored] = await db.select().from(lessonProgress).where(key);
    if (stored) counted = await countFrom(stored);
  }
  if (typeof counted === 'object') return remember(counted);

  const saved = await db.transaction(async (tx) => {
    await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courseId), eq(subscriptions.status, 'active')))
      .for('update');
    const [opened] = await tx
      .insert(lessonProgress)
      .values({ userId, lessonId: lesson.id, courseId, openedAt: now, lastReportAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    const [state] = await tx.select().from(lessonProgress).where(key).for('update');
    if (!state) throw new Error('The progress row just written is gone.');
    // The opening report starts the clock: nothing it says was played can be checked against one yet.
    const counted = countReport(state, opened ? { ...report, played: [] } : report, length);
    const [saved] = await tx.update(lessonProgress).set(progressOf(counted, { completedAt: state.completedAt, now })).where(key).returning();
    if (!saved) throw new Error('The progress row just locked is gone.');
    if (!state.completedAt && saved.completedAt) {
      await issueIfComplete(tx, { userId, courseId, learnerName: `${user.firstName} ${user.lastName}`.trim(), courseTitle: course.title, now });
    }
    return saved;
  });
  return remember(saved);
}

/** The learner's progress in a course's lessons, the most recently watched first. */
export const courseProgress = (db: Database, { userId, courseId }: { userId: string; courseId: string }) =>
  db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)))
    .orderBy(desc(lessonProgress.updatedAt));

/** The course's completed lessons for the learner, in the course's order. */
export const completedLessons = (db: Database, { userId, courseId }: { userId: string; courseId: string }) =>
  db
    .select({ progress: lessonProgress })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId), isNotNull(lessonProgress.completedAt)))
    .orderBy(asc(lessons.position), asc(lessons.id))
    // The query keeps completed rows only; the type says so too.
    .then((rows) => rows.map(({ progress }) => progress).filter((row): row is CompletedRow => row.completedAt !== null));
