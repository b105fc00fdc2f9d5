import type { RefundReason } from '@manara/api-client/schemas';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, users } from '../db/schema';

/** A payment of `userId`'s with its course's title; someone else's is not found. */
export async function findOwnPayment(db: Pick<Database, 'select'>, { paymentId, userId }: { paymentId: string; userId: string }) {
  const [row] = await db
    .select({ payment: payments, courseTitle: courses.title })
    .from(payments)
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

const hasRefundReason = <Row extends { payment: { refundReason: RefundReason | null } }>(
  row: Row,
): row is Row & { payment: { refundReason: RefundReason } } => row.payment.refundReason !== null;

/**
 * Money taken that granted nothing, to refund: a course the buyer already had (decision 028) or a buyer
 * blocked before it arrived (decision 064); newest first, with the buyer and the course's title.
 */
export const listDuplicatePayments = (db: Pick<Database, 'select'>) =>
  db
    .select({ payment: payments, user: users, courseTitle: courses.title })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(isNotNull(payments.refundReason))
    .orderBy(desc(payments.paidAt))
    .then((rows) => rows.filter(hasRefundReason));

