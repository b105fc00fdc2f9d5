import type { Certificate } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificates, type UserRow } from '../db/schema';

/* What other resources read of the lessons: who may watch a course's private videos, and a certificate. */

/** Whether `user` may see a course's private videos: subscribed or an admin, and never while blocked. */
export const mayWatchPrivateVideos = (user: UserRow | undefined, { subscribed }: { subscribed: boolean }): boolean =>
  user !== undefined && !user.isBlocked && (subscribed || user.role === 'admin');

export const findCertificate = async (db: Database, id: string) => (await db.select().from(certificates).where(eq(certificates.id, id)))[0];

type CertificateRow = typeof certificates.$inferSelect;

/** A certificate's printed fields. */
export const toCertificate = (row: CertificateRow): Certificate => ({
  id: row.id,
  courseId: row.courseId,
  learnerName: row.learnerName,
  courseTitle: row.courseTitle,
  completedAt: row.completedAt.toISOString(),
  issuedAt: row.issuedAt.toISOString(),
  completedLessons: row.completedLessons,
  totalLessons: row.totalLessons,
  completionPercentage: row.completionPercentage,
});
