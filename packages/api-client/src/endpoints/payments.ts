import type { ApiClient } from '../client';
import {
  CreatePaymentResponseSchema,
  MyPaymentsResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  SubscriptionStatusResponseSchema,
  type PaymentMethod,
} from '../schemas/payments';
import { path, requestData, type Call } from './call';

/**
 * Starts an enrolment: `paymentUrl` is where the browser goes next (the card page, or the lessons
 * of a free course, enrolled at once).
 */
export async function createPayment(
  client: ApiClient,
  { courseId, paymentMethod = 'CARD', ...call }: Call & { courseId: string; paymentMethod?: PaymentMethod },
) {
  return requestData(client, { path: path`/payments/create/${courseId}`, method: 'POST', body: { paymentMethod }, schema: CreatePaymentResponseSchema, ...call });
}

/** The ways to pay the server takes now, with their names in both languages. */
export async function getPaymentMethods(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/payments/methods', schema: PaymentMethodsResponseSchema, ...call })).methods;
}

/** A payment of the signed-in user: the result page reads its status and course. */
export async function getPayment(client: ApiClient, { paymentId, ...call }: Call & { paymentId: string }) {
  return (await requestData(client, { path: path`/payments/${paymentId}`, schema: PaymentResponseSchema, ...call })).payment;
}

/** The signed-in learner's payments awaiting money and settled, newest first (My Courses). */
export async function getMyPayments(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/payments/mine', schema: MyPaymentsResponseSchema, ...call })).payments;
}

/** A 403 whose message contains 'blocked' means the signed-in user is blocked (docs/product/course-page.md#api-calls). */
export async function getSubscriptionStatus(client: ApiClient, { courseId, userId, ...call }: Call & { courseId: string; userId?: string }) {
  return (await requestData(client, { path: path`/courses/${courseId}/subscription-status`, query: { userId }, schema: SubscriptionStatusResponseSchema, ...call })).isSubscribed;
}
