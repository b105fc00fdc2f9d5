import * as v from 'valibot';
import { successEnvelope } from './common';

/*
 * Enrolment and payment (docs/product/enrolment-and-payments.md): creating a payment, the methods on offer,
 * a payment's outcome for the result page, and whether a user is subscribed to a course.
 */

/**
 * How a learner pays (docs/product/enrolment-and-payments.md#ways-to-pay): a bank card, a mobile wallet
 * (Vodafone Cash and the others), or cash at a Fawry or Aman kiosk against a reference. CARD by default.
 */
export const PAYMENT_METHODS = ['CARD', 'WALLET', 'KIOSK'] as const;
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

/** A way to pay that the server is set up for, with its name in both languages as the choice shows it. */
export const PaymentMethodOptionSchema = v.object({
  method: v.picklist(PAYMENT_METHODS),
  name: v.object({ en: v.pipe(v.string(), v.minLength(1)), ar: v.pipe(v.string(), v.minLength(1)) }),
});
export type PaymentMethodOption = v.InferOutput<typeof PaymentMethodOptionSchema>;

/** The ways to pay on offer now, in the order the choice lists them; at least one. */
export const PaymentMethodsResponseSchema = successEnvelope(v.object({ methods: v.pipe(v.array(PaymentMethodOptionSchema), v.minLength(1)) }));

/** What to pay at a kiosk: the reference the provider issued and when it stops being accepted. */
export const KioskReferenceSchema = v.object({
  reference: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type KioskReference = v.InferOutput<typeof KioskReferenceSchema>;

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
  /** A kiosk payment's reference once the provider issued it; null for the other methods and before that. */
  kioskReference: v.nullable(KioskReferenceSchema),
  /** The provider's transaction reference, once settled: the receipt names it. */
  providerReference: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;
export type PaymentInput = v.InferInput<typeof PaymentSchema>;

export const PaymentResponseSchema = successEnvelope(v.object({ payment: PaymentSchema }));

/**
 * `GET /payments/mine`: the learner's payments that matter to them, newest first: the ones still awaiting
 * money (a kiosk reference to pay, a wallet to approve) and the settled ones, whose receipts they can download.
 */
export const MyPaymentsResponseSchema = successEnvelope(v.object({ payments: v.array(PaymentSchema) }));


export const SubscriptionStatusResponseSchema = successEnvelope(v.object({ isSubscribed: v.boolean() }));
