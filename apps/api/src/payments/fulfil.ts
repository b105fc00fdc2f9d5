import type { PaymentStatus, RefundReason } from '@manara/api-client/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { isUuid } from '../http/validate';
import { payments, users } from '../db/schema';
import type { PaymentProvider, VerifiedCallback } from './provider';
import { grantSubscription } from './subscriptions';
import { isUniqueViolation } from '../db/errors';

export type CallbackOutcome =
  /**
   * The payment is now (or still) in `status`; `changed` says whether this callback moved it, and
   * `refundReason` why a paid one granted nothing (a course the buyer already had, a blocked buyer).
   * `kioskReferenceIssued`: this callback gave the open kiosk payment its reference (mail it to the buyer); a
   * replay says false. The receipt goes whenever a callback finds the payment paid (`receipts.ts`).
   */
  | {
      kind: 'recorded';
      status: PaymentStatus;
      changed: boolean;
      refundReason: RefundReason | null;
      kioskReferenceIssued: boolean;
    }
  /** No payment of this provider has this reference. */
  | { kind: 'notFound' }
  /** Authentic, but for another amount or currency than ours: nothing is granted. */
  | { kind: 'mismatch' }
  /** The provider's transaction already settled another of our payments. */
  | { kind: 'transactionReused' };


type Queryable = Pick<Database, 'select' | 'insert'>;

/**
 * What a paid payment gives: the course, or nothing and a reason to refund it. A buyer blocked since the
 * card page opened gets nothing (decision 064); one already subscribed through another payment (an old card
 * page paid later) keeps the one subscription the index allows, and this payment is a duplicate (decision 028).
 */
async function grantOrRefund(tx: Queryable, payment: typeof payments.$inferSelect): Promise<RefundReason | null> {
  const [buyer] = await tx.select({ isBlocked: users.isBlocked }).from(users).where(eq(users.id, payment.userId));
  if (!buyer || buyer.isBlocked) return 'blocked';
  const granted = await grantSubscription(tx, {
    userId: payment.userId,
    courseId: payment.courseId,
    paymentId: payment.id,
    amountPiasters: payment.amountPiasters,
  });
  return granted ? null : 'duplicate';
}

/**
 * Applies a verified provider notification to our payment, in one transaction with the payment row
 * locked, so replays and simultaneous copies of one notification grant exactly one subscription:
 * the first marks the payment paid and subscribes the user, the others find it paid and change nothing.
 * A paid payment stays paid; a declined one may still be paid by a later successful transaction
 * (a new card on the same order).
 */
export async function applyCallback(db: Database, provider: PaymentProvider['name'], callback: VerifiedCallback): Promise<CallbackOutcome> {
  if (!isUuid(callback.reference)) return { kind: 'notFound' };
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, callback.reference)).for('update');
      if (!payment || payment.provider !== provider) return { kind: 'notFound' };
      const unchanged = {
        kind: 'recorded',
        status: payment.status,
        changed: false,
        refundReason: payment.refundReason,
        kioskReferenceIssued: false,
      } as const;
      if (payment.status === 'paid') return unchanged;
      if (callback.amountPiasters !== payment.amountPiasters || callback.currency !== payment.currency) return { kind: 'mismatch' };
      // A kiosk payment keeps the first reference it is given; a replay, or another one, changes nothing.
      const issued = payment.method === 'KIOSK' && payment.kioskReference === null ? callback.kioskReference : undefined;
      const reference = issued ? { kioskReference: issued.reference, referenceExpiresAt: issued.expiresAt } : {};
      if (callback.pending) {
        if (!issued || payment.status !== 'pending') return unchanged;
        await tx.update(payments).set({ ...reference, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        return { ...unchanged, changed: true, kioskReferenceIssued: true };
      }
      if (payment.status === 'failed' && !callback.success && payment.providerTransactionId === callback.transactionId) return unchanged;

      const [other] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerTransactionId, callback.transactionId), ne(payments.id, payment.id)));
      if (other) return { kind: 'transactionReused' };

      const status = callback.success ? 'paid' : 'failed';
      const refundReason = callback.success ? await grantOrRefund(tx, payment) : null;
      await tx
        .update(payments)
        .set({
          status,
          providerTransactionId: callback.transactionId,
          // A paid kiosk notification may be the first to bring the reference (its pending one went astray).
          ...reference,
          updatedAt: sql`now()`,
          ...(callback.success ? { paidAt: sql`now()`, refundReason } : {}),
        })
        .where(eq(payments.id, payment.id));
      return { kind: 'recorded', status, changed: true, refundReason, kioskReferenceIssued: false };
    });
  } catch (error) {
    // Two payments reporting one transaction (or one kiosk reference) at the same moment: the unique index stops the second.
    if (isUniqueViolation(error)) return { kind: 'transactionReused' };
    throw error;
  }
}
