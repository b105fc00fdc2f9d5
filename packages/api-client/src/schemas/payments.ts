import * as v from 'valibot';
import { successEnvelope } from './common';

/*
 * Enrolment and payment (docs/product/enrolment-and-payments.md): creating a payment, the methods on offer,
 * a payment's outcome for the result page, and whether a user is subscribed to a course.
 */

/** How a learner pays (CARD by default: docs/product/overview.md#money). */
export const PAYMENT_METHODS = ['CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * Why a paid payment granted nothing and waits for a refund: the buyer already had the course, or was
 * blocked before the money arrived.
 */
export const REFUND_REASONS = ['duplicate', 'blocked'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

// Responses -----------------------------------------------------------------

/**
 * Where to send the browser: the provider's card page for a paid course, or the course's lessons
 * for a free one (enrolled at once, so there is no payment: `paymentId` is null).
 */
export const CreatePaymentResponseSchema = successEnvelope(
  v.object({
    paymentUrl: v.pipe(v.string(), v.url()),
    paymentId: v.nullable(v.string()),
  }),
);
export type CreatedPayment = v.InferOutput<typeof CreatePaymentResponseSchema>['data'];

export const PaymentMethodsResponseSchema = successEnvelope(v.object({ methods: v.array(v.picklist(PAYMENT_METHODS)) }));

/** One payment as its owner sees it on the result page. Amounts are in EGP. */
export const PaymentSchema = v.object({
  _id: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  course: v.object({ _id: v.string(), title: v.string() }),
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.string(),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the payment went through; null while pending or after a decline. */
  paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;
export type PaymentInput = v.InferInput<typeof PaymentSchema>;

export const PaymentResponseSchema = successEnvelope(v.object({ payment: PaymentSchema }));

/**
 * A payment that went through but granted nothing, with its `reason`: a course the buyer already had
 * (decision 028), or a buyer blocked before the money arrived (decision 064). The money was taken for nothing;
 * an admin gives it back with the provider, then marks it here (`refund`, null until then; decision 075).
 */
export const PaymentToRefundSchema = v.object({
  _id: v.string(),
  user: v.object({ _id: v.string(), firstName: v.string(), lastName: v.string(), email: v.string() }),
  course: v.object({ _id: v.string(), title: v.string() }),
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.string(),
  provider: v.string(),
  providerTransactionId: v.nullable(v.string()),
  paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  reason: v.picklist(REFUND_REASONS),
  refund: v.nullable(v.object({ refundedAt: v.pipe(v.string(), v.isoTimestamp()), note: v.string() })),
});
export type PaymentToRefund = v.InferOutput<typeof PaymentToRefundSchema>;

/** `POST /admin/payments/{id}/refunded`: the payment as marked. */
export const PaymentToRefundResponseSchema = successEnvelope(v.object({ payment: PaymentToRefundSchema }));

/** `GET /admin/payments/duplicates`: every payment to refund, refunded or not, newest first. */
export const DuplicatePaymentsResponseSchema = successEnvelope(
  v.object({
    payments: v.array(PaymentToRefundSchema),
  }),
);

export const SubscriptionStatusResponseSchema = successEnvelope(v.object({ isSubscribed: v.boolean() }));
