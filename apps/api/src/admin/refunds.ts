import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/connection';
import { payments, type UserRow } from '../db/schema';
import { httpError } from '../http/responses';
import { findPaymentToRefund } from '../payments/queries';

/*
 * Payments to refund (docs/product/admin.md#refunds, decision 075): the money goes back at the provider; here an
 * admin marks it so, once, with a note, and the audit log records who did.
 */

/** Marks a payment to refund as refunded with `note`; 404 for no such payment to refund, 409 when already marked. */
export async function markRefunded(db: Database, actor: UserRow, id: string, { note, now }: { note: string; now: Date }) {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(payments)
      .set({ refundedAt: now, refundNote: note, refundedBy: actor.id, updatedAt: now })
      .where(and(eq(payments.id, id), isNotNull(payments.refundReason), isNull(payments.refundedAt)))
      .returning({ id: payments.id });
    if (!marked) {
      const [found] = await tx.select({ refundedAt: payments.refundedAt }).from(payments).where(and(eq(payments.id, id), isNotNull(payments.refundReason)));
      throw httpError(found ? 'PAYMENT_ALREADY_REFUNDED' : 'PAYMENT_NOT_FOUND');
    }
    await recordAudit(tx, actor, { action: 'payment.refund', objectType: 'payment', objectId: id, before: { refunded: false }, after: { refunded: true, note } });
  });
  const payment = await findPaymentToRefund(db, id);
  if (!payment) throw httpError('PAYMENT_NOT_FOUND');
  return payment;
}
