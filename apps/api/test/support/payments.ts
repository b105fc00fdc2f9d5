import { AUTH_COOKIE, CreatePaymentResponseSchema, type PaymentMethod } from '@manara/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { courses, payments, subscriptions, users } from '../../src/db/schema';
import type { VerifiedCallback } from '../../src/payments/provider';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider, type SandboxProvider } from '../../src/payments/sandbox/provider';
import { PUBLIC_URL, signedUpUser, type AccountsApi } from './accounts-api';
import { expectSuccess } from './responses';

/** The sandbox as the app under test runs it, with a secret the test knows, so it can sign (and forge) notifications. */
export const testSandbox = (): SandboxProvider =>
  createSandboxProvider({ secret: new TextEncoder().encode('sandbox-test-secret-'.repeat(3)), publicUrl: () => PUBLIC_URL });

/** A published seeded course by its title, with its price. */
export async function seededCourse(api: AccountsApi, title: string) {
  const [course] = await api.db
    .select({ id: courses.id, title: courses.title, price: courses.currentPrice })
    .from(courses)
    .where(eq(courses.title, title));
  if (!course) throw new Error(`No seeded course titled ${title}`);
  return course;
}

export const PAID_COURSE = 'Build Your Global Profile';
/** A seeded course with a price of 0. */
export async function freeCourse(api: AccountsApi) {
  const [course] = await api.db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.currentPrice, 0)).limit(1);
  if (!course) throw new Error('The seed has no free course');
  return course;
}

export async function makeAdmin(api: AccountsApi, userId: string) {
  await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

export async function block(api: AccountsApi, userId: string) {
  await api.db.update(users).set({ isBlocked: true, blockReason: 'Shared account', blockedAt: new Date() }).where(eq(users.id, userId));
}

export async function userIdOf(api: AccountsApi, email: string) {
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

export const createPayment = (
  api: AccountsApi,
  courseId: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) => api.send('POST', `/api/payments/create/${courseId}`, { body: body ?? { paymentMethod: 'CARD' }, ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

/** A pending payment for the course, through the API, by card unless `method` says otherwise. */
export async function pendingPayment(api: AccountsApi, token: string, courseId: string, method: PaymentMethod = 'CARD') {
  const { data } = await expectSuccess(await createPayment(api, courseId, { token, body: { paymentMethod: method } }), CreatePaymentResponseSchema);
  if (!data.paymentId) throw new Error('A paid course answered no payment id');
  return data.paymentId;
}

/** The sandbox's signed pending notification giving a kiosk payment `reference`, paid for until `expiresAt`. */
export async function issueKioskReference(api: AccountsApi, paymentId: string, reference: string, expiresAt: Date) {
  const callback = await callbackFor(api, paymentId, { success: false, pending: true, transactionId: `sandbox_issue_${reference}`, kioskReference: { reference, expiresAt } });
  const response = await sendCallback(api, callback);
  expect(response.status, await response.clone().text()).toBe(200);
  return callback;
}

/** What the buyer's browser sends with the sandbox's card page and its form: the session cookie, and where the page is. */
export const buyerCookie = (token: string) => ({ Cookie: `${AUTH_COOKIE}=${encodeURIComponent(token)}`, Origin: new URL(PUBLIC_URL).origin });

/** A new learner with one pending payment for the paid course. */
export async function learnerWithPayment(api: AccountsApi) {
  const user = await signedUpUser(api);
  const userId = await userIdOf(api, user.email);
  const course = await seededCourse(api, PAID_COURSE);
  const paymentId = await pendingPayment(api, user.token, course.id);
  return { user, userId, courseId: course.id, paymentId };
}

export async function paymentRow(api: AccountsApi, paymentId: string) {
  const [row] = await api.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`No payment ${paymentId}`);
  return row;
}

export async function subscriptionsOf(api: AccountsApi, userId: string, courseId: string) {
  return api.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, courseId)));
}

/** What the sandbox would say about the payment: success for its exact amount unless overridden. */
export async function callbackFor(api: AccountsApi, paymentId: string, overrides: Partial<VerifiedCallback> = {}): Promise<VerifiedCallback> {
  const payment = await paymentRow(api, paymentId);
  return {
    reference: paymentId,
    transactionId: `sandbox_txn_${paymentId}`,
    success: true,
    pending: false,
    amountPiasters: payment.amountPiasters,
    currency: payment.currency,
    ...overrides,
  };
}

/** Posts a notification to the sandbox callback, signed unless `signature` says otherwise (null: no signature). */
export function sendCallback(api: AccountsApi, callback: VerifiedCallback, { signature }: { signature?: string | null } = {}) {
  const signed = signature === undefined ? testSandbox().sign(callback) : signature;
  return api.send('POST', '/api/payments/callback/sandbox', {
    body: callback,
    headers: signed === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signed },
  });
}

/** Creates and pays a payment for the course as the sandbox would confirm it. */
export async function paidPayment(api: AccountsApi, token: string, courseId: string) {
  const paymentId = await pendingPayment(api, token, courseId);
  const response = await sendCallback(api, await callbackFor(api, paymentId));
  expect(response.status, await response.clone().text()).toBe(200);
  return paymentId;
}
