import type { PaymentToRefund, RefundReason } from '@manara/api-client/schemas';
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, subscriptions, users, type UserRow } from '../db/schema';

/** The ways to pay in both languages, for the other resources that name them (the back office's reports). */
export { PAYMENT_METHOD_NAMES } from './method-names';

type PaymentRow = typeof payments.$inferSelect;

/** A payment of `userId`'s with its course's title; someone else's is not found. */
export async function findOwnPayment(db: Pick<Database, 'select'>, { paymentId, userId }: { paymentId: string; userId: string }) {
  const [row] = await db
    .select({ payment: payments, courseTitle: courses.title })
    .from(payments)
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

/**
 * The payments that matter to their buyer (`GET /payments/mine`), newest first: the paid ones, and the open ones
 * still awaiting money outside our pages: a wallet's approval, or a kiosk reference's cash (an expired reference
 * too, so the site can say so). An open card payment is only a card page left open; a failed one is nothing owed.
 */
export async function listOwnPayments(db: Pick<Database, 'select'>, userId: string) {
  return db
    .select({ payment: payments, courseTitle: courses.title })
    .from(payments)
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(
      and(
        eq(payments.userId, userId),
        or(
          eq(payments.status, 'paid'),
          and(eq(payments.status, 'pending'), eq(payments.method, 'WALLET')),
          and(eq(payments.status, 'pending'), eq(payments.method, 'KIOSK'), isNotNull(payments.kioskReference)),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

const hasRefundReason = <Row extends { payment: { refundReason: RefundReason | null } }>(
  row: Row,
): row is Row & { payment: { refundReason: RefundReason } } => row.payment.refundReason !== null;

/**
 * Money taken that granted nothing, to refund: a course the buyer already had (decision 028) or a buyer
 * blocked before it arrived (decision 064); newest first, with the buyer and the course's title.
 */
export const listDuplicatePayments = (db: Pick<Database, 'select'>) =>
  toRefund(db)
    .where(isNotNull(payments.refundReason))
    .orderBy(desc(payments.paidAt))
    .then((rows) => rows.filter(hasRefundReason));

/** One payment to refund, by id; undefined for an unknown id or a payment that granted what it paid for. */
export const findPaymentToRefund = (db: Pick<Database, 'select'>, id: string) =>
  toRefund(db)
    .where(and(eq(payments.id, id), isNotNull(payments.refundReason)))
    .then((rows) => rows.filter(hasRefundReason)[0]);

const toRefund = (db: Pick<Database, 'select'>) =>
  db
    .select({ payment: payments, user: users, courseTitle: courses.title })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(courses, eq(courses.id, payments.courseId));

/** A payment to refund as the admin's list answers it, with whom to refund, why, and the provider's reference. */
export const toDuplicatePaymentResponse = ({
  payment,
  user,
  courseTitle,
}: {
  payment: PaymentRow & { refundReason: RefundReason };
  user: UserRow;
  courseTitle: string;
}): PaymentToRefund => ({
  _id: payment.id,
  user: { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  course: { _id: payment.courseId, title: courseTitle },
  amount: payment.amountPiasters / 100,
  currency: payment.currency,
  provider: payment.provider,
  providerTransactionId: payment.providerTransactionId,
  paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
  reason: payment.refundReason,
  refund: payment.refundedAt ? { refundedAt: payment.refundedAt.toISOString(), note: payment.refundNote ?? '' } : null,
});

const active = eq(subscriptions.status, 'active');

/** The ids of the courses the user may watch now (`courses` in docs/product/accounts.md#the-user-record), oldest subscription first. */
export async function activeCourseIds(db: Pick<Database, 'select'>, userId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: subscriptions.courseId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), active))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  return rows.map((row) => row.courseId);
}

export async function isSubscribed(db: Pick<Database, 'select'>, { userId, courseId }: { userId: string; courseId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courseId), active))
    .limit(1);
  return row !== undefined;
}
