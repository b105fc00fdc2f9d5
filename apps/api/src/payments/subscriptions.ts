import type { Database } from '../db/connection';
import { subscriptions } from '../db/schema';

/** Reads and writes inside or outside a transaction alike. */
type Queryable = Pick<Database, 'select' | 'insert'>;

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
