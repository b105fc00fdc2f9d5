import type { PaymentResponseSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import type { payments } from '../db/schema';

type PaymentRow = typeof payments.$inferSelect;

/** A payment as the contract answers it (`GET /payments/{id}`): pounds, not piasters, and ISO dates. */
export const toPaymentResponse = (payment: PaymentRow, courseTitle: string): v.InferOutput<typeof PaymentResponseSchema>['data']['payment'] => ({
  _id: payment.id,
  status: payment.status,
  course: { _id: payment.courseId, title: courseTitle },
  amount: payment.amountPiasters / 100,
  currency: payment.currency,
  paymentMethod: payment.method,
  createdAt: payment.createdAt.toISOString(),
  paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
  kioskReference:
    payment.kioskReference && payment.referenceExpiresAt
      ? { reference: payment.kioskReference, expiresAt: payment.referenceExpiresAt.toISOString() }
      : null,
  providerReference: payment.status === 'paid' ? payment.providerTransactionId : null,
});
