import type { ApiClient } from '../client';
import { MyPaymentsResponseSchema, PaymentMethodsResponseSchema, PaymentResponseSchema } from '../schemas/payments';
import { path, requestData, type Call } from './call';

/*
 * What the learner reads about payments: the ways to pay, one payment, their own. A module apart from
 * `payments.ts`, whose enrolment call is in the site's first chunk: these load with the pages that need them.
 */

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
