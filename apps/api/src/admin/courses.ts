import type { CourseFormBodySchema, CourseStatus } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { findCourseAnyStatus } from '../courses/queries';
import { titleColumns } from '../search/title-columns';
import type { Database } from '../db/connection';
import { courses, instructors, payments, subscriptions } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import type { UserRow } from '../db/schema';
import { recordAudit } from '../db/audit';
import type { StoredCourseImage } from './course-image';
import type { Transaction } from './users';

/*
 * The admin's courses (docs/product/admin.md#courses): created as drafts, edited, published, archived
 * or taken back to draft, deleted while nobody holds them. Every write is audited with the fields it changed.
 */

type CourseForm = v.InferOutput<typeof CourseFormBodySchema>;
type CourseColumns = typeof courses.$inferSelect;

type AuditedColumns = 'title' | 'description' | 'imageUrl' | 'category' | 'currentPrice' | 'oldPrice' | 'instructorId' | 'status' | 'tagline' | 'learningPoints' | 'targetAudience' | 'language';
const audited = (row: Pick<CourseColumns, AuditedColumns>) => ({
  title: row.title,
  image: row.imageUrl,
  description: row.description,
  category: row.category,
  currentPrice: row.currentPrice,
  oldPrice: row.oldPrice,
  instructor: row.instructorId,
  status: row.status,
  tagline: row.tagline,
  // Lists are compared by their text: one point per line, in order.
  learningPoints: row.learningPoints.join('\n'),
  targetAudience: row.targetAudience.join('\n'),
  language: row.language,
});

/**
 * The recorded values with the instructor by name, as it was then (decision 078): compared by id, so a change of
 * instructor is one even between namesakes, and read by name, so the log never shows an id.
 */
async function instructorNamed(tx: Transaction, values: Record<string, unknown>) {
  const id = values.instructor;
  if (typeof id !== 'string') return values;
  const [instructor] = await tx.select({ name: instructors.name }).from(instructors).where(eq(instructors.id, id));
  return { ...values, instructor: instructor?.name ?? id };
}

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

async function columnsOf(tx: Transaction, form: CourseForm, current?: CourseColumns) {
  if (form.instructor !== undefined) {
    const [instructor] = await tx.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, form.instructor));
    if (!instructor) throw httpError('INSTRUCTOR_NOT_FOUND');
  }
  return {
    ...titleColumns(form.title),
    description: form.description,
    category: form.category,
    currentPrice: form.currentPrice,
    // Sent only when present (docs/product/admin.md#course-form): absent keeps what the course had.
    oldPrice: form.oldPrice ?? current?.oldPrice ?? 0,
    instructorId: form.instructor ?? current?.instructorId ?? null,
    // The course page's own content (decision 079): absent keeps what the course had.
    tagline: form.tagline ?? current?.tagline ?? '',
    learningPoints: form.learningPoints ?? current?.learningPoints ?? [],
    targetAudience: form.targetAudience ?? current?.targetAudience ?? [],
    language: form.language ?? current?.language ?? 'en',
  };
}

async function courseRow(tx: Pick<Database, 'select'>, id: string) {
  const row = await findCourseAnyStatus(tx, id);
  if (!row) throw httpError('COURSE_NOT_FOUND');
  return row;
}

async function lockedCourse(tx: Transaction, id: string) {
  if (!isUuid(id)) throw httpError('COURSE_NOT_FOUND');
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw httpError('COURSE_NOT_FOUND');
  return row;
}

const imageColumns = (image: StoredCourseImage | undefined) => (image ? { imageUrl: image.url, imageCardUrl: image.cardUrl, imageKey: image.key } : {});

/** A new course, a draft until it is published. */
export function createCourse(db: Database, actor: UserRow, form: CourseForm, image?: StoredCourseImage) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ ...(await columnsOf(tx, form)), ...imageColumns(image), status: 'draft' })
      .returning();
    if (!row) throw new Error('The course was not saved');
    await recordAudit(tx, actor, { action: 'course.create', objectType: 'course', objectId: row.id, before: {}, after: await instructorNamed(tx, audited(row)) });
    return courseRow(tx, row.id);
  });
}

/** Saves the form, and the new picture when one was chosen; answers the course and the replaced picture's key. */
export function updateCourse(db: Database, actor: UserRow, id: string, form: CourseForm, image?: StoredCourseImage) {
  return db.transaction(async (tx) => {
    const current = await lockedCourse(tx, id);
    const [row] = await tx
      .update(courses)
      .set({ ...(await columnsOf(tx, form, current)), ...imageColumns(image) })
      .where(eq(courses.id, id))
      .returning();
    if (!row) throw httpError('COURSE_NOT_FOUND');
    const diff = changed(audited(current), audited(row));
    if (Object.keys(diff.after).length > 0) {
      await recordAudit(tx, actor, { action: 'course.update', objectType: 'course', objectId: id, before: await instructorNamed(tx, diff.before), after: await instructorNamed(tx, diff.after) });
    }
    return { course: await courseRow(tx, id), replacedImageKey: image ? current.imageKey : null };
  });
}

/**
 * Moves the course between draft, published (in the catalogue and search) and archived (out of them, still
 * open to the learners who hold it; docs/product/admin.md#course-status).
 */
export function setCourseStatus(db: Database, actor: UserRow, id: string, status: CourseStatus) {
  return db.transaction(async (tx) => {
    const current = await lockedCourse(tx, id);
    if (current.status !== status) {
      await tx.update(courses).set({ status }).where(eq(courses.id, id));
      await recordAudit(tx, actor, { action: 'course.status', objectType: 'course', objectId: id, before: { status: current.status }, after: { status } });
    }
    return courseRow(tx, id);
  });
}

/**
 * Deletes a course nobody has enrolled in or paid for; otherwise a 409 (it can be archived instead), so
 * no learner loses a course and no money record goes with it. Answers its picture's key, to delete once
 * the course is gone.
 */
export function deleteCourse(db: Database, actor: UserRow, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockedCourse(tx, id);
    const [enrolled] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.courseId, id)).limit(1);
    const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.courseId, id)).limit(1);
    if (enrolled || paid) throw httpError('COURSE_HAS_LEARNERS');
    // Recorded first, in the same transaction, so the entry keeps the course's title (decision 078).
    await recordAudit(tx, actor, { action: 'course.delete', objectType: 'course', objectId: id, before: await instructorNamed(tx, audited(current)), after: {} });
    await tx.delete(courses).where(eq(courses.id, id));
    return current.imageKey;
  });
}
