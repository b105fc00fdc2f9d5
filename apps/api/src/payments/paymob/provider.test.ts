import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMOB_TEST_KEYS, kioskTransaction, paymobTransaction, startPaymobFake, walletTransaction, type PaymobFake } from '../../../test/support/paymob-fake';
import type { CheckoutRequest } from '../provider';
import type { PaymobConfig } from './config';
import { paymobHmac } from './hmac';
import { createPaymobProvider, PaymobError } from './provider';

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 'pay_0001',
  amountPiasters: 149_900,
  currency: 'EGP',
  method: 'CARD',
  course: { id: 'course-1', title: 'Build Your Global Profile' },
  customer: { firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', phoneNumber: '01012345678' },
  returnUrl: 'https://manara.test/mycourses?payment=pay_0001',
  callbackUrl: 'https://manara.test/api/payments/callback/paymob',
  ...overrides,
});

describe('the Paymob provider: checkout, against a local Paymob', () => {
  let fake: PaymobFake;
  let config: PaymobConfig;
  beforeEach(async () => {
    fake = await startPaymobFake();
    const { secretKey, publicKey, hmacSecret, integrationIds } = PAYMOB_TEST_KEYS;
    config = { secretKey, publicKey, hmacSecret, integrationIds, apiUrl: fake.url };
  });
  afterEach(async () => {
    await fake.close();
  });

  it('creates an intention with the secret key and sends the buyer to the unified checkout', async () => {
    const provider = createPaymobProvider(config);
    expect(provider.name).toBe('paymob');
    expect(provider.methods).toEqual(['CARD']);

    const session = await provider.createCheckout(checkout());

    expect(fake.received).toHaveLength(1);
    const [{ authorization, contentType, body }] = fake.received as [(typeof fake.received)[number]];
    expect(authorization).toBe('Token egy_sk_test_manara');
    expect(contentType).toBe('application/json');
    const names = { first_name: 'Mona', last_name: 'Adel', email: 'mona@example.com' };
    expect(body).toEqual({
      amount: 149_900,
      currency: 'EGP',
      payment_methods: [4097558, 4097559],
      items: [{ name: 'Build Your Global Profile', amount: 149_900, description: 'Build Your Global Profile', quantity: 1 }],
      billing_data: {
        ...names,
        phone_number: '01012345678',
        apartment: 'NA',
        floor: 'NA',
        building: 'NA',
        street: 'NA',
        city: 'NA',
        state: 'NA',
        country: 'NA',
        postal_code: 'NA',
      },
      customer: names,
      special_reference: 'pay_0001',
      notification_url: 'https://manara.test/api/payments/callback/paymob',
      redirection_url: 'https://manara.test/mycourses?payment=pay_0001',
    });

    const [intention] = fake.created as [(typeof fake.created)[number]];
    const url = new URL(session.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/unifiedcheckout/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ publicKey: 'egy_pk_test_manara', clientSecret: intention.clientSecret });
    expect(session.providerOrderId).toBe(String(intention.orderId));
  });

  it('fills Paymob\'s required phone number with "NA" when the account has none, and keeps item names short', async () => {
    const title = 'بناء ملفك الدولي: دليل كامل للمنح الدراسية والتدريب والعمل في الخارج خطوة بخطوة';
    await createPaymobProvider(config).createCheckout(checkout({ customer: { firstName: 'Omar', lastName: 'Ali', email: 'omar@example.com', phoneNumber: null }, course: { id: 'c2', title } }));
    const { billing_data: billing, items } = fake.received[0]?.body as { billing_data: Record<string, string>; items: { name: string; description: string }[] };
    expect(billing.phone_number).toBe('NA');
    expect(Array.from(items[0]?.name ?? '')).toHaveLength(50);
    expect(title.startsWith(items[0]?.name ?? '-')).toBe(true);
    expect(items[0]?.description).toBe(title);
  });

  it.each([
    ['a wrong secret key', { secretKey: 'egy_sk_test_other' }, /HTTP 401: .*Invalid token/],
    ['an integration ID Paymob does not know', { integrationIds: [1] }, /HTTP 404: .*Integration ID\/Name does not exist/],
  ])('fails clearly with %s', async (_, change, message) => {
    const checkoutPromise = createPaymobProvider({ ...config, ...change }).createCheckout(checkout());
    await expect(checkoutPromise).rejects.toThrow(PaymobError);
    await expect(checkoutPromise).rejects.toThrow(message);
  });

  it.each([
    [400, { billing_data: { phone_number: ['This field is required.'] } }, /HTTP 400: {"billing_data"/],
    [500, { detail: 'Server Error' }, /HTTP 500/],
    [502, '<html>Bad gateway</html>', /HTTP 502/],
  ])('fails clearly when Paymob answers %i', async (status, body, message) => {
    fake.answerNextWith({ status, body });
    await expect(createPaymobProvider(config).createCheckout(checkout())).rejects.toThrow(message);
  });

  it('fails clearly when Paymob accepts the intention but gives no client secret', async () => {
    fake.answerNextWith({ status: 201, body: { id: 'pi_1', status: 'intended' } });
    await expect(createPaymobProvider(config).createCheckout(checkout())).rejects.toThrow('without a client_secret');
  });

  it('gives up on a Paymob that does not answer', async () => {
    fake.answerNextWith('hang');
    const started = Date.now();
    await expect(createPaymobProvider(config, { timeoutMs: 300 }).createCheckout(checkout())).rejects.toThrow(
      'Paymob did not answer the payment intention within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says so when Paymob cannot be reached', async () => {
    await fake.close();
    fake = await startPaymobFake();
    const closedUrl = fake.url;
    await fake.close();
    fake = await startPaymobFake();
    await expect(createPaymobProvider({ ...config, apiUrl: closedUrl }).createCheckout(checkout())).rejects.toThrow(
      `Could not reach Paymob at ${closedUrl}/v1/intention/`,
    );
  });

  it('trusts the callback the local Paymob signs for the intention it created', async () => {
    const provider = createPaymobProvider(config);
    await provider.createCheckout(checkout());
    const toInput = ({ url, body }: ReturnType<PaymobFake['callbackFor']>) => {
      const address = new URL(url);
      expect(`${address.origin}${address.pathname}`).toBe('https://manara.test/api/payments/callback/paymob');
      return { query: Object.fromEntries(address.searchParams), body, headers: new Headers() };
    };
    const paid = await provider.verifyCallback(toInput(fake.callbackFor('pay_0001')));
    expect(paid).toMatchObject({ reference: 'pay_0001', success: true, pending: false, amountPiasters: 149_900, currency: 'EGP' });
    const declined = await provider.verifyCallback(toInput(fake.callbackFor('pay_0001', { success: false })));
    expect(declined).toMatchObject({ reference: 'pay_0001', success: false });
  });

  it('offers exactly the configured ways to pay, each with its own integrations, and refuses another', async () => {
    const { walletIntegrationIds, kioskIntegrationIds } = PAYMOB_TEST_KEYS;
    const all = createPaymobProvider({ ...config, walletIntegrationIds, kioskIntegrationIds });
    expect(all.methods).toEqual(['CARD', 'WALLET', 'KIOSK']);
    for (const [method, ids] of [['CARD', [4097558, 4097559]], ['WALLET', [4097560]], ['KIOSK', [4097561]]] as const) {
      const session = await all.createCheckout(checkout({ method }));
      expect(fake.received.at(-1)?.body.payment_methods).toEqual(ids);
      expect(new URL(session.url).pathname).toBe('/unifiedcheckout/');
    }
    const kioskOnly = createPaymobProvider({ ...config, integrationIds: [], kioskIntegrationIds });
    expect(kioskOnly.methods).toEqual(['KIOSK']);
    await expect(kioskOnly.createCheckout(checkout({ method: 'CARD' }))).rejects.toThrow('Paymob is not set up for CARD payments');
    expect(fake.received).toHaveLength(3);
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const provider = createPaymobProvider(config, {
      fetch: async (input, init) => {
        seen.push(String(input));
        return globalThis.fetch(input, init);
      },
    });
    await provider.createCheckout(checkout());
    expect(seen).toEqual([`${fake.url}/v1/intention/`]);
  });
});

describe('the Paymob provider: transaction processed callbacks', () => {
  const config: PaymobConfig = { ...PAYMOB_TEST_KEYS, apiUrl: 'https://accept.paymob.com' };
  const provider = createPaymobProvider(config);
  const headers = new Headers({ 'content-type': 'application/json' });
  const callback = (obj: Record<string, unknown>, hmac = paymobHmac(obj, config.hmacSecret), type = 'TRANSACTION') => ({
    query: { hmac },
    body: { type, obj },
    headers,
  });

  it('maps a signed, paid transaction to our payment', async () => {
    const obj = paymobTransaction({ id: 777, amount_cents: 149_900, order: { id: 9, merchant_order_id: 'pay_0001' } });
    expect(await provider.verifyCallback(callback(obj))).toEqual({
      reference: 'pay_0001',
      transactionId: '777',
      success: true,
      pending: false,
      amountPiasters: 149_900,
      currency: 'EGP',
    });
  });

  it("reads a kiosk transaction's bill reference, valid for the configured hours from when it arrives", async () => {
    const now = new Date('2026-11-27T08:00:00.000Z');
    const kiosk = createPaymobProvider({ ...config, kioskReferenceHours: 24 }, { now: () => now });
    const pending = paymobTransaction({ ...kioskTransaction(580123, { paid: false }), integration_id: 4097561 });
    expect(await kiosk.verifyCallback(callback(pending))).toEqual({
      reference: 'payment-1',
      transactionId: '192036465',
      success: false,
      pending: true,
      amountPiasters: 100_000,
      currency: 'EGP',
      kioskReference: { reference: '580123', expiresAt: new Date('2026-11-28T08:00:00.000Z') },
    });
    const paid = paymobTransaction({ ...kioskTransaction(580123, { paid: true }), integration_id: 4097561 });
    expect(await kiosk.verifyCallback(callback(paid))).toMatchObject({ success: true, pending: false, kioskReference: { reference: '580123' } });
    // The HMAC is the card's: the same 20 fields, whatever the way to pay.
    expect(await kiosk.verifyCallback(callback(pending, paymobHmac({ ...pending, pending: false }, config.hmacSecret)))).toBeNull();
  });

  it('maps a wallet transaction like a card one, with no reference', async () => {
    const approved = await provider.verifyCallback(callback(paymobTransaction({ ...walletTransaction({ paid: true }), integration_id: 4097560 })));
    expect(approved).toMatchObject({ success: true, pending: false });
    expect(approved).not.toHaveProperty('kioskReference');
    const declined = await provider.verifyCallback(callback(paymobTransaction({ ...walletTransaction({ paid: false }), integration_id: 4097560 })));
    expect(declined).toMatchObject({ success: false });
  });

  it('reports a declined or pending transaction as such', async () => {
    expect(await provider.verifyCallback(callback(paymobTransaction({ success: false })))).toMatchObject({ success: false, pending: false });
    expect(await provider.verifyCallback(callback(paymobTransaction({ success: false, pending: true })))).toMatchObject({ success: false, pending: true });
  });

  it.each([
    ['a refund', { is_refunded: true }],
    ['a void', { is_voided: true }],
    ['an authorisation not yet captured', { is_auth: true }],
    ['a child of another transaction', { has_parent_transaction: true }],
    ['an error', { error_occured: true }],
  ])('does not count %s as paid, even with success true', async (_, change) => {
    expect(await provider.verifyCallback(callback(paymobTransaction({ success: true, ...change })))).toMatchObject({ success: false });
  });

  it.each([
    ['a missing hmac', (obj: Record<string, unknown>) => ({ query: {}, body: { type: 'TRANSACTION', obj }, headers })],
    ['an hmac made with another secret', (obj: Record<string, unknown>) => callback(obj, paymobHmac(obj, 'another-secret'))],
    ['a changed amount', (obj: Record<string, unknown>) => ({ ...callback(obj), body: { type: 'TRANSACTION', obj: { ...obj, amount_cents: 1 } } })],
    ['a signed card token callback', (obj: Record<string, unknown>) => callback(obj, undefined, 'TOKEN')],
    ['a body that is not a callback', (obj: Record<string, unknown>) => ({ query: { hmac: paymobHmac(obj, config.hmacSecret) }, body: 'obj', headers })],
    ['a transaction without our reference', () => callback(paymobTransaction({ order: { merchant_order_id: null } }))],
    ['a transaction without an amount', (obj: Record<string, unknown>) => callback({ ...obj, amount_cents: undefined })],
  ])('refuses %s', async (_, input) => {
    expect(await provider.verifyCallback(input(paymobTransaction()))).toBeNull();
  });
});
