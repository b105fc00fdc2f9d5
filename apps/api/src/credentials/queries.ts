import { between, eq, max } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificateRevocations, certificates, courses } from '../db/schema';
import { isUuid } from '../http/validate';
import { findCertificate } from '../lessons/queries';
import { STATUS_LIST_ENTRIES } from './status-list';

/* What the credentials' public addresses read (decision 059). */

export type RevocationRow = typeof certificateRevocations.$inferSelect;

export const revocationOf = async (db: Database, certificateId: string): Promise<RevocationRow | undefined> =>
  (await db.select().from(certificateRevocations).where(eq(certificateRevocations.certificateId, certificateId)))[0];

/**
 * What a certificate id stands for: the certificate while it exists, and its revocation if it has one (a removed
 * certificate leaves only that); both undefined for an id no certificate ever had.
 */
export async function certificateStanding(db: Database, certificateId: string) {
  const [certificate, revocation] = await Promise.all([findCertificate(db, certificateId), revocationOf(db, certificateId)]);
  return { certificate, revocation };
}

/** A revocation as the public lookup answers it. */
export const toRevocation = (row: RevocationRow) => ({ reason: row.reason, revokedAt: row.revokedAt.toISOString() });

/** The places (within status list `list`) of every revoked certificate's entry. */
export async function revokedPlaces(db: Database, list: number): Promise<number[]> {
  const first = list * STATUS_LIST_ENTRIES;
  const rows = await db
    .select({ statusIndex: certificateRevocations.statusIndex })
    .from(certificateRevocations)
    .where(between(certificateRevocations.statusIndex, first, first + STATUS_LIST_ENTRIES - 1));
  return rows.map((row) => row.statusIndex - first);
}

/** How many status lists exist: enough to hold every entry given so far, and always the first. */
export async function statusListCount(db: Database): Promise<number> {
  const [[issued], [revoked]] = await Promise.all([
    db.select({ last: max(certificates.statusIndex) }).from(certificates),
    db.select({ last: max(certificateRevocations.statusIndex) }).from(certificateRevocations),
  ]);
  const last = Math.max(issued?.last ?? 0, revoked?.last ?? 0);
  return Math.floor(last / STATUS_LIST_ENTRIES) + 1;
}

/**
 * The course whose achievement `id` names: a published or archived one, or a draft someone already holds a
 * certificate for (a draft is not yet an achievement otherwise).
 */
export async function achievementCourse(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [course] = await db.select({ id: courses.id, title: courses.title, status: courses.status }).from(courses).where(eq(courses.id, id));
  if (course?.status !== 'draft') return course;
  const [held] = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.courseId, course.id)).limit(1);
  return held ? course : undefined;
}

/** The day a certificate was earned, as its page and its preview card write it: in Cairo's calendar day, in `lang`. */
export const certificateDate = (completedAt: Date, lang: 'en' | 'ar') =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(completedAt);
