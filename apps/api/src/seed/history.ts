import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificates, courses, lessonProgress, lessons, payments, subscriptions } from '../db/schema';
import { newCertificateId } from '../lessons/certificates';
import { hashPassword } from '../users/passwords';
import { buildUsers, insertUsers, seededRandom } from './factories';

/*
 * The demo's history (docs/product/admin.md#demo-history): a few hundred learners who joined over the last
 * 90 days, what they bought, a few subscriptions that ended, and some finished courses, so the dashboard,
 * the tables and the reports show real-looking figures on the first start. The same seed gives the same
 * people and purchases; dates are counted back from the moment it runs.
 */

export const HISTORY_LEARNERS = 300;
export const HISTORY_DAYS = 90;
const HISTORY_SEED = 2026;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface HistorySummary {
  learners: number;
  payments: number;
  subscriptions: number;
  certificates: number;
}

/** Adds the history to a database that has the catalogue and no learners but the demo accounts. */
export async function seedDemoHistory(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<HistorySummary> {
  const random = seededRandom(HISTORY_SEED);
  // Nobody can sign in as these learners: their password is random and thrown away.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const learners = await insertUsers(db, buildUsers(HISTORY_LEARNERS, { seed: HISTORY_SEED, now, days: HISTORY_DAYS }), { passwordHash, now });
  const catalogue = await db
    .select({ id: courses.id, title: courses.title, price: courses.currentPrice })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.createdAt), asc(courses.id));
  if (catalogue.length === 0) return { learners: learners.length, payments: 0, subscriptions: 0, certificates: 0 };

  type Purchase = { userId: string; course: (typeof catalogue)[number]; at: Date; status: 'active' | 'expired' | 'cancelled'; completed: boolean };
  const purchases: Purchase[] = [];
  for (const learner of learners) {
    // Most people buy one course, some two or three, and a fifth only look around.
    const wanted = random.pick([0, 1, 1, 1, 1, 2, 2, 3]);
    const chosen = new Set<string>();
    for (let i = 0; i < wanted; i += 1) {
      const course = random.pick(catalogue);
      if (chosen.has(course.id)) continue;
      chosen.add(course.id);
      const joined = learner.createdAt.getTime();
      const at = new Date(joined + random.next() * Math.min(now.getTime() - joined, 14 * DAY_MS));
      const roll = random.next();
      const status = roll < 0.05 ? 'cancelled' : roll < 0.1 ? 'expired' : 'active';
      purchases.push({ userId: learner.id, course, at, status, completed: status === 'active' && random.next() < 0.15 });
    }
  }

  return db.transaction(async (tx) => {
    const paid = purchases.filter((purchase) => purchase.course.price > 0);
    const paymentIds = new Map<Purchase, string>();
    if (paid.length > 0) {
      const rows = await tx
        .insert(payments)
        .values(
          paid.map(({ userId, course, at }) => ({
            userId,
            courseId: course.id,
            amountPiasters: Math.round(course.price * 100),
            provider: 'sandbox' as const,
            status: 'paid' as const,
            paidAt: at,
            createdAt: at,
            updatedAt: at,
          })),
        )
        .returning({ id: payments.id });
      rows.forEach((row, index) => {
        const purchase = paid[index];
        if (purchase) paymentIds.set(purchase, row.id);
      });
    }
    await tx.insert(subscriptions).values(
      purchases.map((purchase) => ({
        userId: purchase.userId,
        courseId: purchase.course.id,
        paymentId: paymentIds.get(purchase) ?? null,
        amountPiasters: Math.round(purchase.course.price * 100),
        status: purchase.status,
        startDate: purchase.at,
        endDate: purchase.status === 'active' ? null : new Date(Math.min(now.getTime(), purchase.at.getTime() + 30 * DAY_MS)),
        createdAt: purchase.at,
      })),
    );

    const finished = purchases.filter((purchase) => purchase.completed);
    const learnerById = new Map(learners.map((learner) => [learner.id, learner]));
    for (const purchase of finished) {
      const courseLessons = await tx
        .select({ id: lessons.id, minutes: lessons.durationMinutes })
        .from(lessons)
        .where(eq(lessons.courseId, purchase.course.id));
      if (courseLessons.length === 0) continue;
      const completedAt = new Date(Math.min(now.getTime(), purchase.at.getTime() + 7 * DAY_MS));
      await tx.insert(lessonProgress).values(
        courseLessons.map((lesson) => {
          const seconds = lesson.minutes * 60;
          return {
            userId: purchase.userId,
            lessonId: lesson.id,
            courseId: purchase.course.id,
            played: [[0, seconds]] as Array<[number, number]>,
            watchedSeconds: seconds,
            positionSeconds: seconds,
            durationSeconds: seconds,
            // Played at 1x, in one sitting: the clock opened as long before as the lesson lasts.
            openedAt: new Date(completedAt.getTime() - seconds * 1000),
            lastReportAt: completedAt,
            completedAt,
            updatedAt: completedAt,
          };
        }),
      );
      const learner = learnerById.get(purchase.userId);
      await tx.insert(certificates).values({
        id: newCertificateId(),
        userId: purchase.userId,
        courseId: purchase.course.id,
        learnerName: learner ? `${learner.firstName} ${learner.lastName}` : 'Learner',
        courseTitle: purchase.course.title,
        completedAt,
        issuedAt: completedAt,
        completedLessons: courseLessons.length,
        totalLessons: courseLessons.length,
        completionPercentage: 100,
      });
    }
    return { learners: learners.length, payments: paid.length, subscriptions: purchases.length, certificates: finished.length };
  });
}
