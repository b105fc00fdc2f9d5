import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../src/payments/sandbox/cards';
import { PUBLIC_URL, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { isFakeSitePage } from './support/fake-site';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, block, buyerCookie, learnerWithPayment, paymentRow, subscriptionsOf, testSandbox } from './support/payments';

const checkoutPath = (paymentId: string) => `/api/payments/sandbox/checkout/${paymentId}`;

/** Opens the card page as the buyer's browser does, with the site's session cookie (or none: `null`). */
const open = (api: AccountsApi, paymentId: string, token: string | null) =>
  api.send('GET', checkoutPath(paymentId), { headers: token === null ? {} : buyerCookie(token) });

/** Submits the card form as a browser would (`application/x-www-form-urlencoded`). */
const pay = (api: AccountsApi, paymentId: string, fields: Record<string, string>, token: string | null) =>
  api.send('POST', checkoutPath(paymentId), {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token === null ? {} : buyerCookie(token)) },
  });

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/39', cvc: '123', cardName: 'Nour Hassan' });


describe.each(testDrivers())('the sandbox card page on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, fakeSite: true, payments: () => ({ provider: testSandbox() }) });

  it("speaks the reader's language only, the one chosen on the site or else the browser's, in Manara's colours", async () => {
    const { paymentId, user } = await learnerWithPayment(api);
    const english = await (await open(api, paymentId, user.token)).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<label for="field-cardNumber">Card number</label>');
    expect(english).not.toContain('رقم البطاقة');
    expect(english).toMatch(/button \{[^}]*background: #0b4a6f/);

    const chosen = await api.send('GET', checkoutPath(paymentId), { headers: { ...buyerCookie(user.token), Cookie: `${buyerCookie(user.token).Cookie}; manara_locale=ar` } });
    const arabic = await chosen.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<label for="field-cardNumber">رقم البطاقة</label>');
    expect(arabic).not.toContain('Card number');
    expect(arabic).toContain('١٬٢٠٠٫٠٠');

    const preferred = await api.send('GET', checkoutPath(paymentId), { headers: { ...buyerCookie(user.token), 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(await preferred.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it('shows a card form with the course and its price, under our security policy', async () => {
    const { paymentId, courseId, user } = await learnerWithPayment(api);
    const response = await open(api, paymentId, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    // No script of any kind: the policy would refuse an inline one, and the page needs none.
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(html).toContain(`<form method="post" action="${checkoutPath(paymentId)}"`);
    for (const [name, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvc', 'CVC'],
      ['cardName', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="field-${name}">${label}</label>`);
      expect(html).toContain(`id="field-${name}" name="${name}"`);
    }
    expect(html).toContain(PAID_COURSE);
    expect(html).toContain('EGP');
    expect(html).toContain('1,200.00');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain(`href="${PUBLIC_URL}/CoursePage/${courseId}"`);
  });

  it("draws its text in Manara's font, whose files it serves, Latin and Arabic, and nothing else", async () => {
    const { paymentId, user } = await learnerWithPayment(api);
    const html = await (await open(api, paymentId, user.token)).text();
    expect(html).toMatch(/body \{[^}]*font-family: 'Cairo Variable'/);
    const files = [...html.matchAll(/url\((\/api\/payments\/sandbox\/fonts\/[\w.-]+)\)/g)].map(([, url]) => url ?? '');
    for (const subset of ['latin', 'arabic']) expect(files).toContain(`/api/payments/sandbox/fonts/cairo-${subset}-wght-normal.woff2`);
    for (const url of files) {
      const font = await api.send('GET', url);
      expect(font.status, url).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    const elsewhere = await api.send('GET', '/api/payments/sandbox/fonts/..%2F..%2Fpackage.json');
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pays with the success card: the callback marks the payment paid, subscribes the learner, and the browser goes to the result', async () => {
    const { paymentId, userId, courseId, user } = await learnerWithPayment(api);
    const response = await pay(api, paymentId, card('4242 4242 4242 4242'), user.token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/payment/result?paymentId=${paymentId}`);
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', providerTransactionId: expect.stringMatching(/^sandbox_/) });
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([expect.objectContaining({ status: 'active', paymentId })]);
    // Back on the card page, there is nothing left to pay.
    const again = await open(api, paymentId, user.token);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${PUBLIC_URL}/payment/result?paymentId=${paymentId}`);
    expect((await pay(api, paymentId, card(SANDBOX_CARDS.declined), user.token)).status).toBe(303);
    expect((await paymentRow(api, paymentId)).status).toBe('paid');
  });

  it('is declined with the decline card: the payment fails and nobody is subscribed', async () => {
    const { paymentId, userId, courseId, user } = await learnerWithPayment(api);
    const response = await pay(api, paymentId, card(SANDBOX_CARDS.declined), user.token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/payment/result?paymentId=${paymentId}`);
    expect((await paymentRow(api, paymentId)).status).toBe('failed');
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);
  });

  it.each([
    ['a short card number', { ...card('4242'), cardNumber: '4242' }, 'Enter the 16-digit card number.', 'cardNumber'],
    ['a card that is not a test card', card('5555 5555 5555 4444'), 'The sandbox accepts only the test cards listed below.', 'cardNumber'],
    ['an expired card', { ...card(SANDBOX_CARDS.succeeds), expiry: '01/20' }, 'This card has expired.', 'expiry'],
    ['a malformed expiry', { ...card(SANDBOX_CARDS.succeeds), expiry: '13/40' }, 'Enter the expiry date as MM/YY.', 'expiry'],
    ['no CVC', { ...card(SANDBOX_CARDS.succeeds), cvc: '' }, 'Enter the 3 or 4 digits on the back of the card.', 'cvc'],
    ['no name', { ...card(SANDBOX_CARDS.succeeds), cardName: '  ' }, 'Enter the name on the card.', 'cardName'],
  ])('shows the form again for %s, and nothing changes', async (_name, fields, message, field) => {
    const { paymentId, userId, courseId, user } = await learnerWithPayment(api);
    const response = await pay(api, paymentId, fields, user.token);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain(`aria-invalid="true" aria-describedby="field-${field}-error"`);
    expect(html).toContain('role="alert"');
    // The CVC is never written back into the page.
    expect(html).toContain('id="field-cvc" name="cvc" value=""');
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);
  });

  it('escapes what the learner typed', async () => {
    const { paymentId, user } = await learnerWithPayment(api);
    const html = await (await pay(api, paymentId, { ...card('1'), cardName: '"><img src=x>' }, user.token)).text();
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&quot;&gt;&lt;img src=x&gt;');
  });

  it.each([randomUUID(), 'nope'])('answers the unknown payment %s with a 404 page', async (id) => {
    const { user } = await learnerWithPayment(api);
    const response = await open(api, id, user.token);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Payment not found');
    expect((await pay(api, id, card(SANDBOX_CARDS.succeeds), user.token)).status).toBe(404);
  });

  it.each([
    ['a signed-out browser', () => Promise.resolve<string | null>(null)],
    ['another learner', async () => (await signedUpUser(api)).token],
    ['a forged session', () => Promise.resolve('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')],
  ])('shows %s nothing of the payment, and will not let it pay', async (_name, session) => {
    const { paymentId, userId, courseId } = await learnerWithPayment(api);
    const token = await session();
    const page = await open(api, paymentId, token);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Payment not found');
    expect(html).not.toContain(PAID_COURSE);
    expect(html).not.toContain('<form');
    expect((await pay(api, paymentId, card(SANDBOX_CARDS.succeeds), token)).status).toBe(404);
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);
  });


  it('will not show or take a payment from a learner blocked after opening the card page', async () => {
    const { paymentId, userId, courseId, user } = await learnerWithPayment(api);
    expect((await open(api, paymentId, user.token)).status).toBe(200);
    await block(api, userId);
    const page = await open(api, paymentId, user.token);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('Your account has been blocked');
    const arabic = await api.send('GET', checkoutPath(paymentId), { headers: { ...buyerCookie(user.token), 'Accept-Language': 'ar' } });
    expect(await arabic.text()).toContain('تم حظر حسابك');
    expect(html).not.toContain('<form');
    const paid = await pay(api, paymentId, card(SANDBOX_CARDS.succeeds), user.token);
    expect(paid.status).toBe(403);
    expect(await paid.text()).not.toContain('<form');
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);
  });

  it('the result page the browser returns to only shows the site: the payment stays as it was', async () => {
    const { paymentId } = await learnerWithPayment(api);
    const response = await api.send('GET', `/payment/result?paymentId=${paymentId}`);
    expect(response.status).toBe(200);
    expect(isFakeSitePage(await response.text())).toBe(true);
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
  });
});
