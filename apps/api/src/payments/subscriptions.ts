import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { subscriptions } from '../db/schema';

/** Reads and writes inside or outside a transaction alike. */
type Queryable = Pick<Database, 'select' | 'insert'>;

const active = eq(subscriptions.status, 'active');

/** The ids of the courses the user may watch now (`courses` in docs/product/accounts.md#the-user-record), oldest subscription first. */
export async function activeCourseIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: subscriptions.courseId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), active))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  return rows.map((row) => row.courseId);
}

export async function isSubscribed(db: Queryable, { userId, courseId }: { userId: string; courseId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courseId), active))
    .limit(1);
  return row !== undefined;
}

/**
 * Starts an active, lifetime subscription. The partial unique index allows one active subscription
 * per user and course, so a second grant (two payments for one course, a race) changes nothing.
 * Returns whether this call created it.
 */
export async function grantSubscription(
  db: Queryable,
  grant: { userId: string; courseId: string; paymentId: string | null; amountPiasters: number },
): Promise<boolean> {
  const inserted = await db
    .insert(subscriptions)
    .values({ ...grant, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return inserted.length > 0;
}
