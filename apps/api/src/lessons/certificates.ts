import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificates, courses } from '../db/schema';
import { completionStatus } from './completion';

/*
 * Certificates (docs/product/learning.md#certificates, decision 041): issued once, in the transaction of
 * the completion that finishes the course; looked up by their owner, and by anyone with the id.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** 128 random bits as 22 URL-safe characters. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/**
 * Issues the learner's certificate for the course when every lesson is now completed, once: the unique
 * index keeps a second one out, and the caller holds the learner's subscription row locked, so two last
 * lessons completed at the same moment are counted one after the other.
 */
export async function issueIfComplete(
  tx: Transaction,
  { userId, courseId, learnerName, courseTitle, now }: { userId: string; courseId: string; learnerName: string; courseTitle: string; now: Date },
) {
  const { completedLessons: completed, totalLessons: total } = await completionStatus(tx, { userId, courseId });
  if (total === 0 || completed < total) return;
  // Whole seconds: the Open Badge's `nbf` counts seconds and must say the same as its `validFrom` (decision 059).
  const issued = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId,
      learnerName,
      courseTitle,
      completedAt: issued,
      issuedAt: issued,
      completedLessons: completed,
      totalLessons: total,
      completionPercentage: 100,
    })
    .onConflictDoNothing();
}

export const certificateOf = async (db: Database, { userId, courseId }: { userId: string; courseId: string }) =>
  (await db.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId))))[0];

/** The learner's certificates with their courses' images, newest first. */
export const certificatesOf = (db: Database, userId: string) =>
  db
    .select({ certificate: certificates, imageUrl: courses.imageUrl })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt));
