import * as v from 'valibot';
import { PAYMENT_METHODS } from './payments';
import { singleLineText } from './text';

/* What the payment calls take; apart from the payment schemas for the same reason as `course-requests.ts`. */

export const PAYMENT_METHOD_MESSAGE = 'paymentMethod must be CARD, WALLET or KIOSK';
/** A method the contract knows but the server is not set up to take. */
export const PAYMENT_METHOD_UNAVAILABLE_MESSAGE = 'This payment method is not available';
export const USER_ID_MESSAGE = 'userId must be a user id';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/**
 * `POST /payments/create/{courseId}`. The price is never sent: the server reads it from the course,
 * and any other field (an `amount`) is dropped here.
 */
export const CreatePaymentBodySchema = v.object({
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, PAYMENT_METHOD_MESSAGE), 'CARD'),
});
export type CreatePaymentBody = v.InferInput<typeof CreatePaymentBodySchema>;

/** `GET /courses/{id}/subscription-status?userId=`: absent or empty means the signed-in user. */
export const SubscriptionStatusQuerySchema = v.object({
  userId: v.optional(
    v.pipe(
      v.string(USER_ID_MESSAGE),
      singleLineText,
      v.trim(),
      v.check((id) => id === '' || UUID.test(id), USER_ID_MESSAGE),
      v.transform((id) => (id === '' ? undefined : id)),
    ),
  ),
});

export const RECEIPT_LANGUAGE_MESSAGE = 'lang must be en or ar';

/** `GET /payments/{id}/receipt?lang=`: the receipt's language; absent means the one the buyer paid in. */
export const PaymentReceiptQuerySchema = v.object({
  lang: v.optional(v.picklist(['en', 'ar'], RECEIPT_LANGUAGE_MESSAGE)),
});
