import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { escapeHtml } from '../src/mail/mail-templates';
import type { Mailer } from '../src/mail/mailer';
import { errorOf, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PLEASE_LOG_IN } from './support/responses';
import { PAID_COURSE, callbackFor, createPayment, learnerWithPayment, paymentRow, seededCourse, sendCallback, testSandbox } from './support/payments';

/*
 * The receipt mailed after a payment settles, the kiosk reference mailed when it is issued, and the receipt to
 * download (docs/product/enrolment-and-payments.md#receipts).
 */

const CONTACT = { email: 'help@manara.example', phone: '+20 122 555 0100', socials: [] };
const NOT_FOUND = { status: 404, message: 'Payment not found' };

/** The app's mailer that fails the receipts while `failing` says so. */
let failing = false;
const flakyReceipts = (outbox: Mailer): Mailer => ({
  send: (mail) => outbox.send(mail),
  sendNotice: (mail) => (failing && mail.kind === 'payment_receipt' ? Promise.reject(new Error('SMTP server unreachable')) : outbox.sendNotice(mail)),
  close: () => outbox.close(),
});

const cairo = (date: Date, lang: 'en' | 'ar') =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date);

/** What every receipt says, in `lang`, about the payment as stored now. */
async function receiptFacts(api: AccountsApi, paymentId: string, lang: 'en' | 'ar') {
  const row = await paymentRow(api, paymentId);
  if (!row.paidAt || !row.providerTransactionId) throw new Error('The payment is not paid');
  return lang === 'en'
    ? [PAID_COURSE, 'EGP\u00a01,200.00', 'Bank card', row.providerTransactionId, cairo(row.paidAt, 'en'), 'Nour Hassan', 'Manara', CONTACT.email, CONTACT.phone]
    : [PAID_COURSE, '١٬٢٠٠٫٠٠\u00a0ج.م.', 'نقدًا في منافذ فوري أو أمان', row.providerTransactionId, cairo(row.paidAt, 'ar'), 'Nour Hassan', 'منارة', CONTACT.email, CONTACT.phone];
}

describe.each(testDrivers())('receipts on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, contactDetails: CONTACT, mailer: flakyReceipts, payments: () => ({ provider: testSandbox() }) });
  const mailsTo = (email: string, kind: 'payment_receipt' | 'kiosk_reference') => api.notices.filter((mail) => mail.to === email && mail.kind === kind);

  it('mails one receipt in English when a card payment settles, and nothing more for a repeated notification', async () => {
    const { user, paymentId } = await learnerWithPayment(api);
    const callback = await callbackFor(api, paymentId, { transactionId: 'txn-receipt-en' });
    expect((await sendCallback(api, callback)).status).toBe(200);
    await expect.poll(() => mailsTo(user.email, 'payment_receipt').length).toBe(1);
    const [mail] = mailsTo(user.email, 'payment_receipt');
    expect(mail?.subject).toBe(`Your Manara receipt: ${PAID_COURSE}`);
    for (const fact of await receiptFacts(api, paymentId, 'en')) {
      expect(mail?.text).toContain(fact);
      expect(mail?.html).toContain(escapeHtml(fact));
    }
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect((await paymentRow(api, paymentId)).receiptSentAt).toEqual(expect.any(Date));

    for (let i = 0; i < 3; i += 1) expect((await sendCallback(api, callback)).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => sendCallback(api, callback)));
    expect(mailsTo(user.email, 'payment_receipt')).toHaveLength(1);
  });

  it('reports a receipt the mail server refused, and mails it with the next notification', async () => {
    const { user, paymentId } = await learnerWithPayment(api);
    const callback = await callbackFor(api, paymentId);
    failing = true;
    try {
      expect((await sendCallback(api, callback)).status).toBe(200);
      await expect.poll(() => api.unexpectedErrors.length).toBe(1);
      expect(String(api.unexpectedErrors.splice(0)[0])).toContain('SMTP server unreachable');
      await expect.poll(async () => (await paymentRow(api, paymentId)).receiptSentAt).toBeNull();
    } finally {
      failing = false;
    }
    expect(mailsTo(user.email, 'payment_receipt')).toEqual([]);
    expect((await sendCallback(api, callback)).status).toBe(200);
    await expect.poll(() => mailsTo(user.email, 'payment_receipt').length).toBe(1);
  });

  it("mails a kiosk reference once when it is issued, then the receipt, in the buyer's Arabic", async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    // The buyer reads the site in Arabic as they start paying: what is mailed about this payment is in Arabic.
    const created = await createPayment(api, course.id, { token: user.token, body: { paymentMethod: 'KIOSK' }, headers: { 'Accept-Language': 'ar' } });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { paymentId: string } };
    const paymentId = data.paymentId;

    const expiresAt = new Date('2030-01-02T19:45:00Z');
    const pending = await callbackFor(api, paymentId, { pending: true, transactionId: 'kiosk-txn-1', kioskReference: { reference: '771234569', expiresAt } });
    for (let i = 0; i < 2; i += 1) expect((await sendCallback(api, pending)).status).toBe(200);
    await expect.poll(() => mailsTo(user.email, 'kiosk_reference').length).toBe(1);
    const [kiosk] = mailsTo(user.email, 'kiosk_reference');
    expect(kiosk?.subject).toBe(`رقمك المرجعي للدفع في فوري أو أمان: ${PAID_COURSE}`);
    for (const fact of ['771234569', '١٬٢٠٠٫٠٠\u00a0ج.م.', 'فوري', 'أمان', cairo(expiresAt, 'ar'), 'بتوقيت القاهرة', PAID_COURSE]) {
      expect(kiosk?.text).toContain(fact);
      expect(kiosk?.html).toContain(escapeHtml(fact));
    }
    expect(kiosk?.html).toContain('<html lang="ar" dir="rtl">');
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'pending', kioskReference: '771234569', referenceExpiresAt: expiresAt });

    // Paid at the kiosk.
    expect((await sendCallback(api, await callbackFor(api, paymentId, { transactionId: 'kiosk-txn-1' }))).status).toBe(200);
    await expect.poll(() => mailsTo(user.email, 'payment_receipt').length).toBe(1);
    const [receipt] = mailsTo(user.email, 'payment_receipt');
    expect(receipt?.subject).toBe(`إيصال الدفع من منارة: ${PAID_COURSE}`);
    for (const fact of await receiptFacts(api, paymentId, 'ar')) expect(receipt?.text).toContain(fact);
    expect(receipt?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mailsTo(user.email, 'kiosk_reference')).toHaveLength(1);
  });

  it('lets the buyer alone download a paid payment’s receipt, in its language or the one asked for', async () => {
    const { user, paymentId } = await learnerWithPayment(api);
    const receiptOf = (id: string, token?: string, query = '') => api.send('GET', `/api/payments/${id}/receipt${query}`, token ? { token } : {});
    // Not paid yet: nothing to download.
    expect(await errorOf(await receiptOf(paymentId, user.token))).toEqual(NOT_FOUND);
    expect((await sendCallback(api, await callbackFor(api, paymentId))).status).toBe(200);

    const download = await receiptOf(paymentId, user.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="manara-receipt-${paymentId.slice(0, 8)}.html"`);
    const english = await download.text();
    expect(english).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/);
    for (const fact of await receiptFacts(api, paymentId, 'en')) expect(english).toContain(escapeHtml(fact));
    // Self-contained: nothing it shows is fetched from elsewhere.
    expect(english).not.toMatch(/(?:src|href)="(?!data:|mailto:|tel:|https:\/\/manara\.test)/);
    expect(english).not.toMatch(/url\((?!data:)/);

    const arabic = await (await receiptOf(paymentId, user.token, '?lang=ar')).text();
    expect(arabic).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(arabic).toContain('بطاقة بنكية');
    expect(arabic).toContain(cairo((await paymentRow(api, paymentId)).paidAt ?? new Date(0), 'ar'));
    await api.db.update(payments).set({ language: 'ar' }).where(eq(payments.id, paymentId));
    expect(await (await receiptOf(paymentId, user.token)).text()).toMatch(/<html lang="ar" dir="rtl">/);
    expect(await (await receiptOf(paymentId, user.token, '?lang=en')).text()).toMatch(/<html lang="en" dir="ltr">/);
    expect((await receiptOf(paymentId, user.token, '?lang=fr')).status).toBe(400);

    const stranger = await signedUpUser(api);
    expect(await errorOf(await receiptOf(paymentId, stranger.token))).toEqual(NOT_FOUND);
    expect(await errorOf(await receiptOf(paymentId))).toEqual(PLEASE_LOG_IN);
    for (const id of ['not-a-payment', '00000000-0000-4000-8000-000000000000']) expect(await errorOf(await receiptOf(id, user.token))).toEqual(NOT_FOUND);
  });

  it('never answered with a server error', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
