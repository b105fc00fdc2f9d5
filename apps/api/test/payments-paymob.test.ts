import {
  CreatePaymentResponseSchema,
  MyPaymentsResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
} from '@manara/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymobProvider } from '../src/payments/paymob';
import { errorOf, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import {
  PAYMOB_TEST_KEYS,
  kioskTransaction,
  startPaymobFake,
  walletTransaction,
  type PaymobFake,
  type TransactionOverrides,
} from './support/paymob-fake';
import { PAID_COURSE, createPayment, paymentRow, seededCourse, subscriptionsOf, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

const HOUR_MS = 3600_000;
const UNVERIFIED = { status: 400, message: 'This payment notification could not be verified' };

/**
 * Wallets and kiosks end to end through Paymob's protocol: the app talks to a local Paymob (its intention API) and
 * gets the transaction processed callbacks that Paymob would send for each way to pay (decision 102).
 */
describe.each(testDrivers())('wallets and kiosks through Paymob on $name', (driver) => {
  let fake: PaymobFake;
  beforeAll(async () => {
    fake = await startPaymobFake();
  });
  afterAll(() => fake.close());
  const api: AccountsApi = useAccountsApi(driver, {
    seedCatalogue: true,
    payments: () => ({ provider: createPaymobProvider({ ...PAYMOB_TEST_KEYS, apiUrl: fake.url }, { now: () => api.now() }) }),
  });

  /** Paymob's notification for the payment, as Paymob posts it: to our notification_url with `?hmac=`. */
  const notify = (paymentId: string, overrides: TransactionOverrides, { hmac }: { hmac?: string | null } = {}) => {
    const { url, body } = fake.callbackFor(paymentId, overrides);
    const address = new URL(url);
    if (hmac === null) address.searchParams.delete('hmac');
    else if (hmac !== undefined) address.searchParams.set('hmac', hmac);
    return api.send('POST', `${address.pathname}${address.search}`, { body });
  };

  const enrol = async (token: string, courseId: string, paymentMethod: string) => {
    const { data } = await expectSuccess(await createPayment(api, courseId, { token, body: { paymentMethod } }), CreatePaymentResponseSchema);
    return { paymentId: data.paymentId ?? '', paymentUrl: data.paymentUrl };
  };

  const mine = async (token: string) =>
    (await expectSuccess(await api.send('GET', '/api/payments/mine', { token }), MyPaymentsResponseSchema)).data.payments;

  it("offers exactly the configured ways to pay, and opens each at Paymob's unified checkout with that way's integrations", async () => {
    const { data } = await expectSuccess(await api.send('GET', '/api/payments/methods'), PaymentMethodsResponseSchema);
    expect(data.methods.map((option) => option.method)).toEqual(['CARD', 'WALLET', 'KIOSK']);
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    for (const [method, ids] of [['WALLET', [4097560]], ['KIOSK', [4097561]], ['CARD', [4097558, 4097559]]] as const) {
      const { paymentId, paymentUrl } = await enrol(user.token, course.id, method);
      expect(fake.received.at(-1)?.body).toMatchObject({ payment_methods: ids, special_reference: paymentId, amount: 120_000 });
      expect(paymentUrl.startsWith(`${fake.url}/unifiedcheckout/?`)).toBe(true);
      expect(await paymentRow(api, paymentId)).toMatchObject({ method, provider: 'paymob', status: 'pending' });
    }
  });

  it("stores a kiosk payment's bill reference from the signed pending notification, shows it to its owner, and grants the course once the cash is paid", async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    const { paymentId } = await enrol(user.token, course.id, 'KIOSK');
    const pending = kioskTransaction(580123, { paid: false });

    // Unsigned, or for another amount: nothing is stored.
    expect(await errorOf(await notify(paymentId, pending, { hmac: null }))).toEqual(UNVERIFIED);
    expect(await errorOf(await notify(paymentId, pending, { hmac: 'a'.repeat(128) }))).toEqual(UNVERIFIED);
    expect((await notify(paymentId, { ...pending, amount_cents: 100 })).status).toBe(409);
    expect((await paymentRow(api, paymentId)).kioskReference).toBeNull();

    const issuedAt = api.now().getTime();
    expect((await notify(paymentId, pending)).status).toBe(200);
    const row = await paymentRow(api, paymentId);
    expect(row).toMatchObject({ status: 'pending', kioskReference: '580123', providerTransactionId: null });
    expect(row.referenceExpiresAt?.getTime()).toBeGreaterThanOrEqual(issuedAt + 48 * HOUR_MS);
    expect(row.referenceExpiresAt?.getTime()).toBeLessThan(issuedAt + 48 * HOUR_MS + 60_000);
    // Paymob repeats itself: the reference and its expiry stay as first stored.
    expect((await notify(paymentId, pending)).status).toBe(200);
    expect(await paymentRow(api, paymentId)).toEqual(row);

    const expected = { reference: '580123', expiresAt: row.referenceExpiresAt?.toISOString() };
    const { data } = await expectSuccess(await api.send('GET', `/api/payments/${paymentId}`, { token: user.token }), PaymentResponseSchema);
    expect(data.payment).toMatchObject({ paymentMethod: 'KIOSK', status: 'pending', kioskReference: expected, providerReference: null });
    expect(await mine(user.token)).toEqual([data.payment]);

    const paid = kioskTransaction(580123, { paid: true });
    for (let i = 0; i < 2; i += 1) expect((await notify(paymentId, paid)).status).toBe(200);
    expect(await subscriptionsOf(api, userId, course.id)).toEqual([expect.objectContaining({ status: 'active', paymentId })]);
    expect(await mine(user.token)).toEqual([
      expect.objectContaining({ _id: paymentId, status: 'paid', kioskReference: expected, providerReference: expect.any(String), paidAt: expect.any(String) }),
    ]);
  });

  it('keeps a wallet payment pending while the wallet awaits approval, then records its outcome', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    const { paymentId } = await enrol(user.token, course.id, 'WALLET');
    expect((await notify(paymentId, { ...walletTransaction({ paid: false }), pending: true })).status).toBe(200);
    expect(await mine(user.token)).toEqual([expect.objectContaining({ _id: paymentId, status: 'pending', paymentMethod: 'WALLET', kioskReference: null })]);
    expect((await notify(paymentId, walletTransaction({ paid: false }))).status).toBe(200);
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'failed', kioskReference: null });
    expect(await mine(user.token)).toEqual([]);
    // Approved on a second try in the wallet: the same order, a new transaction.
    expect((await notify(paymentId, { ...walletTransaction({ paid: true }), id: 600000001 })).status).toBe(200);
    expect(await subscriptionsOf(api, userId, course.id)).toEqual([expect.objectContaining({ status: 'active', paymentId })]);
  });

  it('replaces an expired kiosk reference: Enroll Now closes its payment and opens a new one at Paymob', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const first = await enrol(user.token, course.id, 'KIOSK');
    expect((await notify(first.paymentId, kioskTransaction(580200, { paid: false }))).status).toBe(200);
    const intentions = fake.received.length;
    api.advance(48 * HOUR_MS + 1000);
    expect(await mine(user.token)).toEqual([expect.objectContaining({ _id: first.paymentId, status: 'pending', kioskReference: expect.objectContaining({ reference: '580200' }) })]);
    const second = await enrol(user.token, course.id, 'KIOSK');
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(fake.received).toHaveLength(intentions + 1);
    expect(await paymentRow(api, first.paymentId)).toMatchObject({ status: 'failed', kioskReference: '580200' });
    expect((await notify(second.paymentId, { ...kioskTransaction(580201, { paid: false }), id: 600000002 })).status).toBe(200);
    expect(await mine(user.token)).toEqual([expect.objectContaining({ _id: second.paymentId, kioskReference: expect.objectContaining({ reference: '580201' }) })]);
  });

  it('never answered with a server error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
