import { LessonFileFormSchema, MAX_LESSON_FILE_BYTES } from '@manara/api-client/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/connection';
import { recordAudit } from '../db/audit';
import { lessonFiles, lessons, type UserRow } from '../db/schema';
import { httpError } from '../http/responses';
import { isMultipartForm, isUuid, parseRequest, readMultipartForm } from '../http/validate';
import { newFileKey, type FileStorage } from '../uploads/storage';

/* A lesson's PDFs, attached and removed by admins (docs/product/admin.md#lesson-files, decision 082). */

/** Every PDF begins with these bytes; a name or a declared type says nothing. */
const PDF_SIGNATURE = new TextEncoder().encode('%PDF-');

const isPdf = (bytes: Uint8Array) => bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, i) => bytes[i] === byte);

type LessonFileRow = typeof lessonFiles.$inferSelect;

/** The form: the display name, checked by the contract, and the file, checked by its size and first bytes. */
export async function readLessonFileForm(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  if (!isMultipartForm(c)) throw httpError('LESSON_FILE_NOT_A_PDF');
  const { file, name } = await readMultipartForm(c);
  const form = parseRequest(LessonFileFormSchema, { name });
  if (!(file instanceof File) || file.size === 0) throw httpError('LESSON_FILE_NOT_A_PDF');
  if (file.size > MAX_LESSON_FILE_BYTES) throw httpError('LESSON_FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw httpError('LESSON_FILE_NOT_A_PDF');
  return { name: form.name, bytes };
}

/** The names of the lesson's files, for the audit log. */
const namesOf = async (tx: Pick<Database, 'select'>, lessonId: string) =>
  (await tx.select({ name: lessonFiles.name }).from(lessonFiles).where(eq(lessonFiles.lessonId, lessonId)).orderBy(asc(lessonFiles.createdAt), asc(lessonFiles.id))).map(
    (row) => row.name,
  );

/**
 * Stores the PDF, then saves its row; a lesson that is not there (or a failed save) leaves nothing behind but
 * a ledgered file the sweep deletes. Audited as a change of the lesson's files.
 */
export async function attachLessonFile(
  db: Database,
  storage: FileStorage,
  actor: UserRow,
  lessonId: string,
  { name, bytes }: { name: string; bytes: Uint8Array },
): Promise<LessonFileRow> {
  if (!isUuid(lessonId)) throw httpError('LESSON_NOT_FOUND');
  const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw httpError('LESSON_NOT_FOUND');
  const key = newFileKey('lesson-files', 'pdf');
  await storage.put(key, bytes, 'application/pdf');
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for('update');
      if (!locked) throw httpError('LESSON_NOT_FOUND');
      const before = await namesOf(tx, lessonId);
      const [row] = await tx.insert(lessonFiles).values({ lessonId, name, key, sizeBytes: bytes.length }).returning();
      if (!row) throw new Error('The lesson file was not saved');
      await recordAudit(tx, actor, { action: 'lesson.update', objectType: 'lesson', objectId: lessonId, before: { files: before }, after: { files: [...before, name] } });
      return row;
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Removes the file from the lesson; answers its storage key, deleted by the caller after the commit. */
export async function detachLessonFile(db: Database, actor: UserRow, { lessonId, fileId }: { lessonId: string; fileId: string }): Promise<string> {
  if (!isUuid(lessonId) || !isUuid(fileId)) throw httpError('LESSON_FILE_NOT_FOUND');
  return db.transaction(async (tx) => {
    const before = await namesOf(tx, lessonId);
    const [row] = await tx
      .delete(lessonFiles)
      .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId)))
      .returning();
    if (!row) throw httpError('LESSON_FILE_NOT_FOUND');
    const after = [...before];
    after.splice(after.indexOf(row.name), 1);
    await recordAudit(tx, actor, { action: 'lesson.update', objectType: 'lesson', objectId: lessonId, before: { files: before }, after: { files: after } });
    return row.key;
  });
}
