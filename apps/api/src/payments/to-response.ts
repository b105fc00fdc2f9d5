import type { DuplicatePaymentsResponseSchema, PaymentResponseSchema, RefundReason } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import type { payments, users } from '../db/schema';

type PaymentRow = typeof payments.$inferSelect;
type UserRow = typeof users.$inferSelect;

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
});

/** A payment to refund as the admin's list answers it, with whom to refund, why, and the provider's reference. */
export const toDuplicatePaymentResponse = ({
  payment,
  user,
  courseTitle,
}: {
  payment: PaymentRow & { refundReason: RefundReason };
  user: UserRow;
  courseTitle: string;
}): v.InferOutput<typeof DuplicatePaymentsResponseSchema>['data']['payments'][number] => ({
  _id: payment.id,
  user: { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
  course: { _id: payment.courseId, title: courseTitle },
  amount: payment.amountPiasters / 100,
  currency: payment.currency,
  provider: payment.provider,
  providerTransactionId: payment.providerTransactionId,
  paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
  reason: payment.refundReason,
});
