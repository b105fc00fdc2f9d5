import type { AdminInstructorSchema, InstructorFormBodySchema } from '@manara/api-client/schemas';
import { asc } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Database } from '../db/connection';
import { recordAudit } from '../db/audit';
import { instructors, type UserRow } from '../db/schema';
import { httpError } from '../http/responses';
import { isMultipartForm, readJsonObject, readMultipartForm } from '../http/validate';
import { reencodeImage } from '../uploads/images';
import { newFileKey, type FileStorage } from '../uploads/storage';
import { COURSE_IMAGE_RULES } from './course-image';

/*
 * The instructors a course form chooses from, or adds to (docs/product/admin.md#instructors): a name, a job
 * title, a few lines about them and a photo, which the course page shows (decision 079).
 */

type InstructorForm = v.InferOutput<typeof InstructorFormBodySchema>;
type InstructorRow = typeof instructors.$inferSelect;

/** The course page shows the photo at 96 px; twice that covers dense screens. */
const PHOTO_SIZE = { width: 192, height: 192 };

export const toAdminInstructor = (row: InstructorRow): v.InferInput<typeof AdminInstructorSchema> => ({
  _id: row.id,
  name: row.name,
  title: row.title,
  bio: row.bio,
  ...(row.profilePicture ? { profilePicture: row.profilePicture } : {}),
});

export function listInstructors(db: Database) {
  return db.select().from(instructors).orderBy(asc(instructors.name), asc(instructors.id));
}

/** The form as JSON, or as multipart with a photo. */
export async function readInstructorForm(c: Context): Promise<{ fields: Record<string, unknown>; photo?: File }> {
  if (!isMultipartForm(c)) return { fields: await readJsonObject(c) };
  const { photo, ...text } = await readMultipartForm(c);
  // A browser sends a multipart form's line breaks as CRLF; the bio keeps them as typed.
  const fields = Object.fromEntries(Object.entries(text).map(([name, value]) => [name, typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value]));
  if (photo === undefined || photo === '' || (photo instanceof File && photo.size === 0)) return { fields };
  if (!(photo instanceof File)) throw httpError('COURSE_IMAGE_NOT_AN_IMAGE');
  return { fields, photo };
}

/** Re-encodes and stores the photo; answers its key and its address. */
export async function storeInstructorPhoto(storage: FileStorage, file: File): Promise<{ key: string; url: string }> {
  const [photo] = await reencodeImage(file, COURSE_IMAGE_RULES, [PHOTO_SIZE]);
  if (!photo) throw new Error('The instructor photo was not encoded');
  const key = newFileKey('instructors', photo.extension);
  return { key, url: await storage.put(key, photo.bytes, photo.contentType) };
}

/** A new instructor, audited. */
export function createInstructor(db: Database, actor: UserRow, form: InstructorForm, photoUrl: string | undefined) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(instructors)
      .values({ name: form.name, title: form.title, bio: form.bio, profilePicture: photoUrl ?? null })
      .returning();
    if (!row) throw new Error('The instructor was not saved');
    await recordAudit(tx, actor, {
      action: 'instructor.create',
      objectType: 'instructor',
      objectId: row.id,
      before: {},
      after: { name: row.name, title: row.title, bio: row.bio, photo: row.profilePicture },
    });
    return row;
  });
}
