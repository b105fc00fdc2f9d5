import type { ApiClient } from '../client';
import { CreatePaymentResponseSchema, SubscriptionStatusResponseSchema, type PaymentMethod } from '../schemas/payments';
import { path, requestData, type Call } from './call';

/*
 * Starting an enrolment and a course's subscription status. What the learner reads about their payments is in
 * `payment-reads.ts`: only the pages that show them load it (the enrolment is in the site's first chunk).
 */

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

/** A 403 whose message contains 'blocked' means the signed-in user is blocked (docs/product/course-page.md#api-calls). */
export async function getSubscriptionStatus(client: ApiClient, { courseId, userId, ...call }: Call & { courseId: string; userId?: string }) {
  return (await requestData(client, { path: path`/courses/${courseId}/subscription-status`, query: { userId }, schema: SubscriptionStatusResponseSchema, ...call })).isSubscribed;
}
