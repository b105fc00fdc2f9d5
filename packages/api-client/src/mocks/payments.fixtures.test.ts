import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasArabic } from '../messages';
import {
  CreatePaymentBodySchema,
  CreatePaymentResponseSchema,
  LOGIN_REQUIRED_MESSAGE,
  MyPaymentsResponseSchema,
  PAYMENT_MESSAGES,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  PaymentSchema,
  SubscriptionStatusQuerySchema,
  SubscriptionStatusResponseSchema,
} from '../schemas';
import { buildPayment, FIXTURE_PAYMENT_ID } from './fixtures/payments';
import { coursesSubscriptionStatus, paymentHandlers, paymentsCreate, paymentsDetail, paymentsMethods, paymentsMine } from './handlers/payments';
import { serveMocks } from './mockServer.testing';

describe('the payment contract', () => {
  it('never takes an amount from the client, and pays by CARD unless told otherwise', () => {
    expect(v.parse(CreatePaymentBodySchema, { amount: 1, currentPrice: 0 })).toEqual({ paymentMethod: 'CARD' });
    expect(v.safeParse(CreatePaymentBodySchema, { paymentMethod: 'CASH' }).issues?.[0]?.message).toBe('paymentMethod must be CARD, WALLET or KIOSK');
    expect(v.parse(CreatePaymentBodySchema, { paymentMethod: 'KIOSK' })).toEqual({ paymentMethod: 'KIOSK' });
  });

  it('reads an absent or empty userId as "me", and refuses one that is not an id', () => {
    expect(v.parse(SubscriptionStatusQuerySchema, {})).toEqual({});
    expect(v.parse(SubscriptionStatusQuerySchema, { userId: '' })).toEqual({ userId: undefined });
    expect(v.parse(SubscriptionStatusQuerySchema, { userId: FIXTURE_PAYMENT_ID })).toEqual({ userId: FIXTURE_PAYMENT_ID });
    expect(v.safeParse(SubscriptionStatusQuerySchema, { userId: 'abc' }).issues?.[0]?.message).toBe('userId must be a user id');
  });

  it('builds payments the schema accepts', () => {
    expect(v.parse(PaymentSchema, buildPayment())).toMatchObject({ status: 'paid', currency: 'EGP' });
    expect(v.parse(PaymentSchema, buildPayment({ status: 'pending', paidAt: null }))).toMatchObject({ status: 'pending' });
  });

  it('has the Arabic of every message the mocks answer', () => {
    expect([...Object.values(PAYMENT_MESSAGES), LOGIN_REQUIRED_MESSAGE].filter((message) => !hasArabic(message))).toEqual([]);
  });
});

const { server, call, expectErrorAnswer, answerWithin200ms } = serveMocks();
const create = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ paymentMethod: 'CARD' }) };
const COURSE = '/courses/00000000-0000-4000-b000-000000000009';

describe('payment handlers answer what the schemas describe', () => {
  it.each([
    ['paymentsCreate.default', paymentsCreate.default, '/payments/create/c1', create, CreatePaymentResponseSchema],
    ['paymentsCreate.free', paymentsCreate.free, '/payments/create/c1', create, CreatePaymentResponseSchema],
    ['paymentsMethods.default', paymentsMethods.default, '/payments/methods', undefined, PaymentMethodsResponseSchema],
    ['paymentsMethods.cardOnly', paymentsMethods.cardOnly, '/payments/methods', undefined, PaymentMethodsResponseSchema],
    ['paymentsMine.default', paymentsMine.default, '/payments/mine', undefined, MyPaymentsResponseSchema],
    ['paymentsMine.none', paymentsMine.none, '/payments/mine', undefined, MyPaymentsResponseSchema],
    ['paymentsMine.awaitingKiosk', paymentsMine.awaitingKiosk, '/payments/mine', undefined, MyPaymentsResponseSchema],
    ['paymentsDetail.walletPending', paymentsDetail.walletPending, `/payments/${FIXTURE_PAYMENT_ID}`, undefined, PaymentResponseSchema],
    ['paymentsDetail.kioskPending', paymentsDetail.kioskPending, `/payments/${FIXTURE_PAYMENT_ID}`, undefined, PaymentResponseSchema],
    ['paymentsDetail.default', paymentsDetail.default, `/payments/${FIXTURE_PAYMENT_ID}`, undefined, PaymentResponseSchema],
    ['paymentsDetail.pending', paymentsDetail.pending, `/payments/${FIXTURE_PAYMENT_ID}`, undefined, PaymentResponseSchema],
    ['paymentsDetail.failed', paymentsDetail.failed, `/payments/${FIXTURE_PAYMENT_ID}`, undefined, PaymentResponseSchema],
    ['coursesSubscriptionStatus.default', coursesSubscriptionStatus.default, `${COURSE}/subscription-status`, undefined, SubscriptionStatusResponseSchema],
    ['coursesSubscriptionStatus.subscribed', coursesSubscriptionStatus.subscribed, `${COURSE}/subscription-status?userId=u`, undefined, SubscriptionStatusResponseSchema],
  ] as const)('%s', async (_name, handler, path, init, schema) => {
    server.use(handler);
    const { status, body } = await call(path, init);
    expect(status).toBe(200);
    expect(v.safeParse(schema, body).issues).toBeUndefined();
  });

  it('the free enrolment leads to the lessons of the course asked for, with no payment', async () => {
    server.use(paymentsCreate.free);
    const { body } = await call('/payments/create/c1', create);
    expect(v.parse(CreatePaymentResponseSchema, body).data).toEqual({ paymentUrl: 'https://manara.test/course/c1/lessons', paymentId: null });
  });

  it.each([
    ['paymentsCreate.loginRequired', paymentsCreate.loginRequired, '/payments/create/c1', create, 401, LOGIN_REQUIRED_MESSAGE],
    ['paymentsCreate.blocked', paymentsCreate.blocked, '/payments/create/c1', create, 403, PAYMENT_MESSAGES.blocked],
    ['paymentsCreate.conflict', paymentsCreate.conflict, '/payments/create/c1', create, 409, PAYMENT_MESSAGES.alreadySubscribed],
    ['paymentsCreate.providerUnavailable', paymentsCreate.providerUnavailable, '/payments/create/c1', create, 502, PAYMENT_MESSAGES.providerUnavailable],
    ['paymentsCreate.error', paymentsCreate.error, '/payments/create/c1', create, 500, undefined],
    ['paymentsMethods.error', paymentsMethods.error, '/payments/methods', undefined, 500, undefined],
    ['paymentsDetail.notFound', paymentsDetail.notFound, '/payments/p1', undefined, 404, PAYMENT_MESSAGES.paymentNotFound],
    ['paymentsDetail.loginRequired', paymentsDetail.loginRequired, '/payments/p1', undefined, 401, LOGIN_REQUIRED_MESSAGE],
    ['paymentsDetail.error', paymentsDetail.error, '/payments/p1', undefined, 500, undefined],
    ['coursesSubscriptionStatus.blocked', coursesSubscriptionStatus.blocked, `${COURSE}/subscription-status`, undefined, 403, PAYMENT_MESSAGES.blocked],
    ['coursesSubscriptionStatus.loginRequired', coursesSubscriptionStatus.loginRequired, `${COURSE}/subscription-status`, undefined, 401, LOGIN_REQUIRED_MESSAGE],
    ['coursesSubscriptionStatus.error', coursesSubscriptionStatus.error, `${COURSE}/subscription-status`, undefined, 500, undefined],
  ] as const)('%s', async (_name, handler, path, init, expected, message) => {
    server.use(handler);
    await expectErrorAnswer(path, init, expected, message);
  });

  it('the blocked answer says "blocked", which the site reads as a blocked account', () => {
    expect(PAYMENT_MESSAGES.blocked).toContain('blocked');
  });

  it.each([
    ['paymentsCreate.loading', paymentsCreate.loading, '/payments/create/c1', create],
    ['paymentsMethods.loading', paymentsMethods.loading, '/payments/methods', undefined],
    ['paymentsDetail.loading', paymentsDetail.loading, '/payments/p1', undefined],
    ['coursesSubscriptionStatus.loading', coursesSubscriptionStatus.loading, `${COURSE}/subscription-status`, undefined],
  ] as const)('%s never answers', async (_name, handler, path, init) => {
    server.use(handler);
    expect(await answerWithin200ms(path, init)).toBe('pending');
  });

  it('the default map answers methods and mine before taking either for a payment id', async () => {
    server.use(...Object.values(paymentHandlers));
    const methods = await call('/payments/methods');
    expect(v.parse(PaymentMethodsResponseSchema, methods.body).data.methods.map(({ method }) => method)).toEqual(['CARD', 'WALLET', 'KIOSK']);
    const mine = await call('/payments/mine');
    expect(v.parse(MyPaymentsResponseSchema, mine.body).data.payments).toHaveLength(1);
    expect(Object.keys(paymentHandlers)).toEqual(['paymentsMethods', 'paymentsMine', 'paymentsCreate', 'paymentsDetail', 'coursesSubscriptionStatus']);
  });
});
