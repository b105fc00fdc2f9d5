import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, lessonFiles, storedFiles, users } from '../db/schema';
import type { FileStorage } from './storage';

/** Far longer than storing a file and saving the row that points at it ever takes. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * `storage`, keeping a ledger of what it holds in `stored_files` (decision 053): each file is entered before
 * it is written and struck off once deleted. A crash between storing a picture and saving the course or user
 * that points at it, or between saving a new picture and deleting the one it replaced, leaves a file that
 * `sweepOrphanedFiles` finds and deletes.
 */
export function ledgeredStorage(db: Database, storage: FileStorage): FileStorage {
  return {
    ...(storage.localDir === undefined ? {} : { localDir: storage.localDir }),
    async put(key, bytes, contentType) {
      await db.insert(storedFiles).values({ key }).onConflictDoNothing();
      return storage.put(key, bytes, contentType);
    },
    get: (key) => storage.get(key),
    async delete(key) {
      await storage.delete(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}

/** A stored file is in use while a user's photo or a lesson's PDF is it, or a course's picture folder holds it. */
const inUse = sql`(exists (select 1 from ${users} where ${users.imageKey} = ${storedFiles.key})
  or exists (select 1 from ${lessonFiles} where ${lessonFiles.key} = ${storedFiles.key})
  or exists (select 1 from ${courses} where ${courses.imageKey} is not null and starts_with(${storedFiles.key}, ${courses.imageKey} || '/')))`;

/** Deletes every file stored before `now - ORPHAN_GRACE_MS` that nothing points at; returns their keys. */
export async function sweepOrphanedFiles(db: Database, storage: FileStorage, now: Date): Promise<string[]> {
  const orphans = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(lt(storedFiles.storedAt, new Date(now.getTime() - ORPHAN_GRACE_MS)), sql`not ${inUse}`));
  for (const { key } of orphans) {
    await storage.delete(key);
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
  return orphans.map(({ key }) => key);
}
