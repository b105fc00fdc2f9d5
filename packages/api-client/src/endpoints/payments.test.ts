import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import { buildCreatePaymentResponse, buildPaymentMethodsResponse, buildPaymentResponse, FIXTURE_PAYMENT_ID, FIXTURE_PAYMENT_URL } from '../mocks/fixtures/payments';
import { getPayment, getPaymentMethods } from './payment-reads';
import { createPayment, getSubscriptionStatus } from './payments';
import { serveMocks } from '../mocks/mockServer.testing';

const { server } = serveMocks();

const baseUrl = 'http://manara.test/api';
const client = createApiClient({ baseUrl, getToken: () => 'session-token', onUnauthorized: () => undefined });
const fallbackMessage = 'Failed to process payment';

interface Seen {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

function answering(answer: JsonBodyType, status = 200) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json(answer, { status });
    }),
  );
  return seen;
}

describe('payment endpoints', () => {
  it('creates a payment with the method only (CARD by default) and returns where to go', async () => {
    const seen = answering(buildCreatePaymentResponse());
    expect(await createPayment(client, { courseId: 'c 1', fallbackMessage })).toEqual({ paymentUrl: FIXTURE_PAYMENT_URL, paymentId: FIXTURE_PAYMENT_ID });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/payments/create/c%201', search: '', body: { paymentMethod: 'CARD' }, authorization: 'Bearer session-token' },
    ]);
  });

  it('lists the methods and reads one payment', async () => {
    answering(buildPaymentMethodsResponse());
    expect((await getPaymentMethods(client, { fallbackMessage })).map(({ method }) => method)).toEqual(['CARD', 'WALLET', 'KIOSK']);
    const seen = answering(buildPaymentResponse());
    expect((await getPayment(client, { paymentId: FIXTURE_PAYMENT_ID, fallbackMessage })).status).toBe('paid');
    expect(seen[0]?.path).toBe(`/api/payments/${FIXTURE_PAYMENT_ID}`);
  });

  it('asks whether a user is subscribed, and surfaces the blocked answer as an error with its code and message', async () => {
    const seen = answering({ status: 'success', data: { isSubscribed: true } });
    expect(await getSubscriptionStatus(client, { courseId: 'c1', userId: 'u1', fallbackMessage: 'Failed to check subscription' })).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/courses/c1/subscription-status', search: '?userId=u1' });

    const blocked = 'Your account has been blocked. Please contact support for assistance.';
    answering({ status: 'fail', code: 'ACCOUNT_BLOCKED', message: blocked }, 403);
    const failure = getSubscriptionStatus(client, { courseId: 'c1', fallbackMessage: 'Failed to check subscription' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED', message: blocked });
  });
});
