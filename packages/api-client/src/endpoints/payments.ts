import type { ApiClient } from '../client';
import {
  CreatePaymentResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  SubscriptionStatusResponseSchema,
  type PaymentMethod,
} from '../schemas/payments';

interface Call {
  /** Shown when the server gives no message of its own (the defaults in docs/product/errors.md). */
  fallbackMessage: string;
  signal?: AbortSignal;
}

/**
 * Starts an enrolment: `paymentUrl` is where the browser goes next (the card page, or the lessons
 * of a free course, enrolled at once).
 */
export async function createPayment(
  client: ApiClient,
  { courseId, paymentMethod = 'CARD', ...call }: Call & { courseId: string; paymentMethod?: PaymentMethod },
) {
  const { data } = await client.request({
    path: `/payments/create/${encodeURIComponent(courseId)}`,
    method: 'POST',
    body: { paymentMethod },
    schema: CreatePaymentResponseSchema,
    ...call,
  });
  return data;
}

export async function getPaymentMethods(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/payments/methods', schema: PaymentMethodsResponseSchema, ...call });
  return data.methods;
}

/** A payment of the signed-in user: the result page reads its status and course. */
export async function getPayment(client: ApiClient, { paymentId, ...call }: Call & { paymentId: string }) {
  const { data } = await client.request({
    path: `/payments/${encodeURIComponent(paymentId)}`,
    schema: PaymentResponseSchema,
    ...call,
  });
  return data.payment;
}

/** A 403 whose message contains 'blocked' means the signed-in user is blocked (docs/product/course-page.md#api-calls). */
export async function getSubscriptionStatus(
  client: ApiClient,
  { courseId, userId, ...call }: Call & { courseId: string; userId?: string },
) {
  const { data } = await client.request({
    path: `/courses/${encodeURIComponent(courseId)}/subscription-status`,
    query: { userId },
    schema: SubscriptionStatusResponseSchema,
    ...call,
  });
  return data.isSubscribed;
}
