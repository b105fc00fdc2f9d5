import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../src/payments/sandbox/cards';
import { PUBLIC_URL, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { isFakeSitePage } from './support/fake-site';
import { testDrivers } from './support/drivers';
import { SANDBOX_KIOSK_REFERENCE_HOURS, SANDBOX_WALLETS, SANDBOX_WALLET_CODE } from '../src/payments/sandbox/wallets-and-kiosks';
import {
  PAID_COURSE,
  block,
  buyerCookie,
  learnerWithPayment,
  paymentRow,
  pendingPayment,
  seededCourse,
  subscriptionsOf,
  testSandbox,
  userIdOf,
} from './support/payments';

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

const KIOSK_PAGE = '/api/payments/sandbox/kiosk';
/** The sandbox's stand-in for a kiosk's counter: anyone may pay a reference there, as with cash. */
const payAtKiosk = (api: AccountsApi, reference: string, headers: Record<string, string> = {}) =>
  api.send('POST', KIOSK_PAGE, {
    raw: new URLSearchParams({ reference }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(PUBLIC_URL).origin, ...headers },
  });

/** A new learner with an open payment for the paid course by `method`. */
async function learnerPaying(api: AccountsApi, method: 'WALLET' | 'KIOSK') {
  const user = await signedUpUser(api);
  const course = await seededCourse(api, PAID_COURSE);
  const paymentId = await pendingPayment(api, user.token, course.id, method);
  return { user, userId: await userIdOf(api, user.email), courseId: course.id, paymentId };
}


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

  it("asks a wallet payment for a test wallet's number, then its one-time code; the approving wallet pays, in either language", async () => {
    const { paymentId, userId, courseId, user } = await learnerPaying(api, 'WALLET');
    const page = await (await open(api, paymentId, user.token)).text();
    expect(page).toContain('<label for="field-walletNumber">Wallet number</label>');
    expect(page).toContain(`id="field-walletNumber" name="walletNumber"`);
    expect(page).not.toContain('field-cardNumber');
    for (const number of Object.values(SANDBOX_WALLETS)) expect(page).toContain(number);
    const arabic = await api.send('GET', checkoutPath(paymentId), { headers: { ...buyerCookie(user.token), 'Accept-Language': 'ar' } });
    expect(await arabic.text()).toContain('<label for="field-walletNumber">رقم المحفظة</label>');

    const unknown = await pay(api, paymentId, { walletNumber: '01234567890' }, user.token);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('The sandbox accepts only the test wallets listed below.');
    const asked = await pay(api, paymentId, { walletNumber: SANDBOX_WALLETS.approves }, user.token);
    expect(asked.status).toBe(200);
    const codePage = await asked.text();
    expect(codePage).toContain('<label for="field-code">One-time code</label>');
    expect(codePage).toContain(`<input type="hidden" name="walletNumber" value="${SANDBOX_WALLETS.approves}">`);
    const wrong = await pay(api, paymentId, { walletNumber: SANDBOX_WALLETS.approves, code: '000000' }, user.token);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code is not right.');
    expect((await paymentRow(api, paymentId)).status).toBe('pending');

    const approved = await pay(api, paymentId, { walletNumber: SANDBOX_WALLETS.approves, code: SANDBOX_WALLET_CODE }, user.token);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${PUBLIC_URL}/payment/result?paymentId=${paymentId}`);
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', kioskReference: null });
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([expect.objectContaining({ status: 'active', paymentId })]);
  });

  it('declines the declining test wallet once its code is given', async () => {
    const { paymentId, user } = await learnerPaying(api, 'WALLET');
    const declined = await pay(api, paymentId, { walletNumber: SANDBOX_WALLETS.declines, code: SANDBOX_WALLET_CODE }, user.token);
    expect(declined.status).toBe(303);
    expect((await paymentRow(api, paymentId)).status).toBe('failed');
  });

  it("issues a kiosk payment's reference once and shows it with the amount and expiry; the kiosk page takes the cash", async () => {
    const { paymentId, userId, courseId, user } = await learnerPaying(api, 'KIOSK');
    const issuedAt = api.now().getTime();
    const page = await open(api, paymentId, user.token);
    expect(page.status).toBe(200);
    const html = await page.text();
    const row = await paymentRow(api, paymentId);
    expect(row.kioskReference).toMatch(/^\d{9}$/);
    expect(row.referenceExpiresAt?.getTime()).toBeGreaterThanOrEqual(issuedAt + SANDBOX_KIOSK_REFERENCE_HOURS * 3600_000 - 1000);
    expect(html).toContain(`<p class="reference" dir="ltr">${row.kioskReference ?? '-'}</p>`);
    expect(html).toContain('1,200.00');
    expect(html).toContain(`href="${PUBLIC_URL}/payment/result?paymentId=${paymentId}"`);
    expect(html).toContain(`href="${KIOSK_PAGE}"`);
    expect(html).not.toContain('<form');
    // Opening it again shows the same reference.
    await open(api, paymentId, user.token);
    expect(await paymentRow(api, paymentId)).toEqual(row);

    const counter = await (await api.send('GET', KIOSK_PAGE, { headers: { 'Accept-Language': 'ar' } })).text();
    expect(counter).toContain('<html lang="ar" dir="rtl">');
    expect(counter).toContain('<label for="field-reference">الرقم المرجعي</label>');
    const unknown = await payAtKiosk(api, '000000001');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No payment has this reference.');
    const paid = await payAtKiosk(api, ` ${row.kioskReference ?? ''} `);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Paid');
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', kioskReference: row.kioskReference });
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([expect.objectContaining({ status: 'active', paymentId })]);
    const twice = await payAtKiosk(api, row.kioskReference ?? '');
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('This reference is already paid.');
  });

  // The clock moves two days on: after the tests that count on the card page's half hour.
  it('refuses an expired kiosk reference at the kiosk, and its page says to enrol again', async () => {
    const { paymentId, courseId, user } = await learnerPaying(api, 'KIOSK');
    await open(api, paymentId, user.token);
    const { kioskReference } = await paymentRow(api, paymentId);
    api.advance(SANDBOX_KIOSK_REFERENCE_HOURS * 3600_000 + 1000);
    const refused = await payAtKiosk(api, kioskReference ?? '');
    expect(refused.status).toBe(410);
    expect(await refused.text()).toContain('This reference has expired.');
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
    const page = await (await open(api, paymentId, user.token)).text();
    expect(page).toContain('This reference has expired');
    expect(page).toContain(`href="${PUBLIC_URL}/CoursePage/${courseId}"`);
  });

  it('the result page the browser returns to only shows the site: the payment stays as it was', async () => {
    const { paymentId } = await learnerWithPayment(api);
    const response = await api.send('GET', `/payment/result?paymentId=${paymentId}`);
    expect(response.status).toBe(200);
    expect(isFakeSitePage(await response.text())).toBe(true);
    expect((await paymentRow(api, paymentId)).status).toBe('pending');
  });
});
