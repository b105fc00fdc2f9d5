import type { AdminSubscription, SubscriptionStatus } from '@manara/api-client/schemas';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, subscriptions, users } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import { containsPattern } from '../search/normalize';
import type { UserRow } from '../db/schema';
import { recordAudit } from '../db/audit';
import { ADMIN_PAGE_SIZE, userSearchable } from './users';

/* The admin's subscriptions (docs/product/admin.md#subscriptions): the list and status changes, audited. */

const columns = {
  id: subscriptions.id,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  amountPiasters: subscriptions.amountPiasters,
  paymentMethod: payments.method,
  status: subscriptions.status,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  courseId: courses.id,
  courseTitle: courses.title,
};

/** The learner, the course, and the payment behind the subscription if any (none for a free enrolment). */
const joined = (db: Pick<Database, 'select'>) =>
  db
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId));

/** A page of subscriptions, newest first, by learner (name or e-mail) or course title, and by status. */
export async function listSubscriptions(db: Database, { page, search, status }: { page: number; search: string; status?: SubscriptionStatus | undefined }) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(subscriptions.status, status));
  if (search !== '') {
    const pattern = containsPattern(search);
    const match = or(sql`${userSearchable} like ${pattern}`, sql`${courses.titleSearch} like ${pattern}`);
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(subscriptions.startDate), desc(subscriptions.id)).limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(courses, eq(courses.id, subscriptions.courseId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Moves the subscription `id` to `status`. Cancelling or expiring ends access at once (access reads the
 * status on every request) and stamps the end date; making it active again clears it, unless the learner
 * already has another active subscription to the course (409).
 */
export async function setSubscriptionStatus(db: Database, actor: UserRow, id: string, { status, now }: { status: SubscriptionStatus; now: Date }) {
  if (!isUuid(id)) throw httpError('SUBSCRIPTION_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!current) throw httpError('SUBSCRIPTION_NOT_FOUND');
    if (current.status !== status) {
      if (status === 'active') {
        const [other] = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, current.userId), eq(subscriptions.courseId, current.courseId), eq(subscriptions.status, 'active')));
        if (other) throw httpError('ALREADY_SUBSCRIBED');
      }
      const endDate = status === 'active' ? null : (current.endDate ?? now);
      await tx.update(subscriptions).set({ status, endDate }).where(eq(subscriptions.id, id));
      await recordAudit(tx, actor, {
        action: 'subscription.status',
        objectType: 'subscription',
        objectId: id,
        before: { status: current.status, endDate: current.endDate?.toISOString() ?? null },
        after: { status, endDate: endDate?.toISOString() ?? null },
      });
    }
    const [row] = await joined(tx).where(eq(subscriptions.id, id));
    if (!row) throw httpError('SUBSCRIPTION_NOT_FOUND');
    return row;
  });
}

type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>['rows'][number];

export const toAdminSubscription = (row: SubscriptionRow): AdminSubscription => ({
  _id: row.id,
  user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
  course: { _id: row.courseId, title: row.courseTitle },
  startDate: row.startDate.toISOString(),
  endDate: row.endDate?.toISOString() ?? null,
  amount: row.amountPiasters / 100,
  paymentMethod: row.paymentMethod,
  status: row.status,
});
