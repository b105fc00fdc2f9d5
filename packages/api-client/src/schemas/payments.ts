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


export const SubscriptionStatusResponseSchema = successEnvelope(v.object({ isSubscribed: v.boolean() }));
