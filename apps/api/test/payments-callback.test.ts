import { AuditLogResponseSchema, DuplicatePaymentsResponseSchema, PaymentToRefundResponseSchema } from '@manara/api-client/schemas';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../src/db/schema';
import { applyCallback } from '../src/payments/fulfil';
import { OPEN_PAYMENT_REUSE_MS } from '../src/payments/open-payment';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider } from '../src/payments/sandbox/provider';
import { PUBLIC_URL, errorOf, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PLEASE_LOG_IN, expectSuccess } from './support/responses';
import {
  PAID_COURSE,
  block,
  callbackFor,
  learnerWithPayment,
  issueKioskReference,
  makeAdmin,
  paymentRow,
  pendingPayment,
  seededCourse,
  sendCallback,
  subscriptionsOf,
  testSandbox,
  userIdOf,
} from './support/payments';

const UNVERIFIED = { status: 400, message: 'This payment notification could not be verified' };
const NOT_FOUND = { status: 404, message: 'Payment not found' };


/** The payment and its subscriptions, to show that nothing changed. */
async function snapshot(api: AccountsApi, { paymentId, userId, courseId }: { paymentId: string; userId: string; courseId: string }) {
  return { payment: await paymentRow(api, paymentId), subscriptions: await subscriptionsOf(api, userId, courseId) };
}

describe.each(testDrivers({ alsoEmbedded: true }))('payment notifications on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  it('marks a confirmed payment paid and starts a lifetime subscription for its amount', async () => {
    const { userId, courseId, paymentId } = await learnerWithPayment(api);
    const response = await sendCallback(api, await callbackFor(api, paymentId, { transactionId: 'txn-ok-1' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { status: 'paid' } });
    expect(await paymentRow(api, paymentId)).toMatchObject({ status: 'paid', providerTransactionId: 'txn-ok-1', paidAt: expect.any(Date) });
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([
      expect.objectContaining({ status: 'active', paymentId, amountPiasters: 120_000, startDate: expect.any(Date), endDate: null }),
    ]);
  });

  it('answers a replayed notification with 200 and changes nothing', async () => {
    const ids = await learnerWithPayment(api);
    const callback = await callbackFor(api, ids.paymentId);
    expect((await sendCallback(api, callback)).status).toBe(200);
    const after = await snapshot(api, ids);
    for (let i = 0; i < 3; i += 1) expect((await sendCallback(api, callback)).status).toBe(200);
    // Even a later decline cannot undo a payment that went through.
    expect((await sendCallback(api, { ...callback, transactionId: 'txn-late-decline', success: false })).status).toBe(200);
    expect(await snapshot(api, ids)).toEqual(after);
  });

  it('grants exactly one subscription for 50 identical notifications at once', async () => {
    const ids = await learnerWithPayment(api);
    const callback = await callbackFor(api, ids.paymentId);
    const responses = await Promise.all(Array.from({ length: 50 }, () => sendCallback(api, callback)));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const { payment, subscriptions: granted } = await snapshot(api, ids);
    expect(payment.status).toBe('paid');
    expect(granted).toHaveLength(1);
  });

  it('marks a declined payment failed and grants nothing; a later success on it still counts', async () => {
    const ids = await learnerWithPayment(api);
    const declined = await sendCallback(api, await callbackFor(api, ids.paymentId, { transactionId: 'txn-declined', success: false }));
    expect(declined.status).toBe(200);
    expect(await snapshot(api, ids)).toMatchObject({ payment: { status: 'failed', paidAt: null }, subscriptions: [] });
    // The learner tries another card on the same order.
    expect((await sendCallback(api, await callbackFor(api, ids.paymentId, { transactionId: 'txn-second-card' }))).status).toBe(200);
    expect(await snapshot(api, ids)).toMatchObject({ payment: { status: 'paid' }, subscriptions: [{ status: 'active' }] });
  });

  it('leaves a payment pending while the provider says it is pending', async () => {
    const ids = await learnerWithPayment(api);
    expect((await sendCallback(api, await callbackFor(api, ids.paymentId, { pending: true }))).status).toBe(200);
    expect(await snapshot(api, ids)).toMatchObject({ payment: { status: 'pending', providerTransactionId: null }, subscriptions: [] });
  });

  it("stores a kiosk payment's reference from its signed pending notification, once, then settles it when the cash arrives", async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    const ids = { userId, courseId: course.id, paymentId: await pendingPayment(api, user.token, course.id, 'KIOSK') };
    const expiresAt = new Date(api.now().getTime() + 48 * 3600_000);
    const issue = await callbackFor(api, ids.paymentId, { success: false, pending: true, transactionId: 'txn-kiosk-1', kioskReference: { reference: '5800001', expiresAt } });

    // Unsigned, signed for something else, or for another amount: nothing is stored.
    const before = await snapshot(api, ids);
    expect(await errorOf(await sendCallback(api, issue, { signature: null }))).toEqual(UNVERIFIED);
    const signature = testSandbox().sign({ ...issue, kioskReference: { reference: '5800002', expiresAt } });
    expect(await errorOf(await sendCallback(api, issue, { signature }))).toEqual(UNVERIFIED);
    expect((await sendCallback(api, { ...issue, amountPiasters: 100 })).status).toBe(409);
    expect(await snapshot(api, ids)).toEqual(before);

    expect(await applyCallback(api.db, 'sandbox', issue)).toEqual({
      kind: 'recorded',
      status: 'pending',
      changed: true,
      refundReason: null,
      kioskReferenceIssued: true,
    });
    expect(await paymentRow(api, ids.paymentId)).toMatchObject({ status: 'pending', kioskReference: '5800001', referenceExpiresAt: expiresAt, providerTransactionId: null });
    // A replay, or another reference for the same payment, changes nothing and issues nothing.
    expect((await sendCallback(api, issue)).status).toBe(200);
    const other = { ...issue, kioskReference: { reference: '5800003', expiresAt: new Date(expiresAt.getTime() + 1000) } };
    expect(await applyCallback(api.db, 'sandbox', other)).toMatchObject({ kind: 'recorded', changed: false, kioskReferenceIssued: false });
    expect(await paymentRow(api, ids.paymentId)).toMatchObject({ kioskReference: '5800001', referenceExpiresAt: expiresAt });

    const paid = { ...issue, success: true, pending: false };
    expect(await applyCallback(api.db, 'sandbox', paid)).toMatchObject({ status: 'paid', changed: true, kioskReferenceIssued: false });
    expect(await applyCallback(api.db, 'sandbox', paid)).toMatchObject({ status: 'paid', changed: false });
    expect(await snapshot(api, ids)).toMatchObject({ payment: { status: 'paid', kioskReference: '5800001' }, subscriptions: [{ status: 'active' }] });
  });

  it("ignores a reference sent for a card payment, and takes one that first arrives with a kiosk payment's settlement", async () => {
    const card = await learnerWithPayment(api);
    await issueKioskReference(api, card.paymentId, '5800010', new Date(api.now().getTime() + 3600_000));
    expect(await paymentRow(api, card.paymentId)).toMatchObject({ status: 'pending', kioskReference: null, referenceExpiresAt: null });

    const user = await signedUpUser(api);
    const kiosk = await pendingPayment(api, user.token, (await seededCourse(api, PAID_COURSE)).id, 'KIOSK');
    const expiresAt = new Date(api.now().getTime() + 3600_000);
    expect((await sendCallback(api, await callbackFor(api, kiosk, { kioskReference: { reference: '5800011', expiresAt } }))).status).toBe(200);
    expect(await paymentRow(api, kiosk)).toMatchObject({ status: 'paid', kioskReference: '5800011', referenceExpiresAt: expiresAt });
  });

  it.each([
    ['a wrong signature', 'f'.repeat(128)],
    ['a signature made with another secret', createSandboxProvider({ secret: new TextEncoder().encode('x'.repeat(48)), publicUrl: () => PUBLIC_URL }).sign],
    ['no signature', null],
    ['a signature that is not hex', 'not-a-signature'],
  ] as const)('refuses %s and changes nothing', async (_name, signer) => {
    const ids = await learnerWithPayment(api);
    const before = await snapshot(api, ids);
    const callback = await callbackFor(api, ids.paymentId);
    const signature = typeof signer === 'function' ? signer(callback) : signer;
    expect(await errorOf(await sendCallback(api, callback, { signature }))).toEqual(UNVERIFIED);
    expect(await snapshot(api, ids)).toEqual(before);
  });

  it('refuses a signed notification whose fields were changed afterwards', async () => {
    const ids = await learnerWithPayment(api);
    const before = await snapshot(api, ids);
    const declined = await callbackFor(api, ids.paymentId, { success: false });
    const signature = testSandbox().sign(declined);
    expect(await errorOf(await sendCallback(api, { ...declined, success: true }, { signature }))).toEqual(UNVERIFIED);
    expect(await snapshot(api, ids)).toEqual(before);
  });

  it.each([
    ['not JSON', 'application/json', '{"reference":'],
    ['JSON of the wrong shape', 'application/json', JSON.stringify({ reference: 1 })],
    ['a form', 'application/x-www-form-urlencoded', 'reference=x&success=true'],
    ['plain text', 'text/plain', 'paid'],
  ])('answers a body that is %s with 400, never a server error', async (_name, type, raw) => {
    const signatures: Record<string, string>[] = [{ [SANDBOX_SIGNATURE_HEADER]: 'a'.repeat(128) }, {}];
    for (const signature of signatures) {
      const response = await api.send('POST', '/api/payments/callback/sandbox', { raw, headers: { 'Content-Type': type, ...signature } });
      expect(response.status).toBe(400);
    }
  });

  it('refuses a confirmation for another amount or currency, and changes nothing', async () => {
    const ids = await learnerWithPayment(api);
    const before = await snapshot(api, ids);
    const mismatch = { status: 409, message: 'This payment notification does not match the payment' };
    expect(await errorOf(await sendCallback(api, await callbackFor(api, ids.paymentId, { amountPiasters: 100 })))).toEqual(mismatch);
    expect(await errorOf(await sendCallback(api, await callbackFor(api, ids.paymentId, { currency: 'USD' })))).toEqual(mismatch);
    expect(await snapshot(api, ids)).toEqual(before);
  });

  it.each([randomUUID(), 'not-our-reference'])('answers an unknown reference %s with 404, and changes nothing', async (reference) => {
    const ids = await learnerWithPayment(api);
    const before = await snapshot(api, ids);
    const callback = { ...(await callbackFor(api, ids.paymentId)), reference };
    expect(await errorOf(await sendCallback(api, callback))).toEqual(NOT_FOUND);
    expect(await snapshot(api, ids)).toEqual(before);
  });

  it("answers 404 for another provider's payment and for a provider that is not configured", async () => {
    const ids = await learnerWithPayment(api);
    await api.db.update(payments).set({ provider: 'paymob' }).where(eq(payments.id, ids.paymentId));
    const callback = await callbackFor(api, ids.paymentId);
    expect(await errorOf(await sendCallback(api, callback))).toEqual(NOT_FOUND);
    const paymob = await api.send('POST', '/api/payments/callback/paymob', { body: callback });
    expect(await errorOf(paymob)).toEqual({ status: 404, message: 'Not found' });
    expect(await snapshot(api, ids)).toMatchObject({ payment: { status: 'pending' }, subscriptions: [] });
  });

  it('refuses a transaction that already paid another payment', async () => {
    const first = await learnerWithPayment(api);
    const second = await learnerWithPayment(api);
    expect((await sendCallback(api, await callbackFor(api, first.paymentId, { transactionId: 'txn-shared' }))).status).toBe(200);
    const reused = await sendCallback(api, await callbackFor(api, second.paymentId, { transactionId: 'txn-shared' }));
    expect(await errorOf(reused)).toEqual({ status: 409, message: 'This transaction has already been recorded for another payment' });
    expect(await snapshot(api, second)).toMatchObject({ payment: { status: 'pending' }, subscriptions: [] });
  });

  it('keeps one active subscription when two payments for one course both go through, and marks the second a duplicate', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    // An old card page left open past the reuse window, then a fresh one: both are paid.
    const one = await pendingPayment(api, user.token, course.id);
    api.advance(OPEN_PAYMENT_REUSE_MS + 1000);
    const two = await pendingPayment(api, user.token, course.id);
    for (const paymentId of [two, one]) expect((await sendCallback(api, await callbackFor(api, paymentId))).status).toBe(200);
    const active = await api.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.courseId, course.id), eq(subscriptions.status, 'active')));
    expect(active).toEqual([expect.objectContaining({ paymentId: two })]);
    expect(await paymentRow(api, two)).toMatchObject({ status: 'paid', refundReason: null });
    // The money was taken for a course already owned: kept apart for a refund, not silently absorbed.
    expect(await paymentRow(api, one)).toMatchObject({ status: 'paid', refundReason: 'duplicate' });
    // A replay changes nothing.
    expect((await sendCallback(api, await callbackFor(api, one))).status).toBe(200);
    expect(await paymentRow(api, one)).toMatchObject({ status: 'paid', refundReason: 'duplicate' });

    // Admins see it, to refund it; the buyer and the signed-out do not.
    const admin = await signedUpUser(api);
    await makeAdmin(api, await userIdOf(api, admin.email));
    const listed = await api.send('GET', '/api/admin/payments/duplicates', { token: admin.token });
    const { data } = await expectSuccess(listed, DuplicatePaymentsResponseSchema);
    expect(data.payments.find((payment) => payment._id === one)).toMatchObject({
      user: { _id: userId, email: user.email },
      course: { _id: course.id, title: PAID_COURSE },
      amount: 1200,
      currency: 'EGP',
      provider: 'sandbox',
      reason: 'duplicate',
    });
    expect(data.payments.map((payment) => payment._id)).not.toContain(two);
    expect(await errorOf(await api.send('GET', '/api/admin/payments/duplicates', { token: user.token }))).toEqual({
      status: 403,
      message: 'Only admins can do this',
    });
    expect(await errorOf(await api.send('GET', '/api/admin/payments/duplicates'))).toEqual(PLEASE_LOG_IN);
  });


  it('records a payment that arrives for a blocked learner as paid, grants nothing, and lists it for a refund', async () => {
    const { user, userId, courseId, paymentId } = await learnerWithPayment(api);
    await block(api, userId);
    // The provider took the money (a card page opened before the block): the notification is the truth.
    const response = await sendCallback(api, await callbackFor(api, paymentId, { transactionId: 'txn-blocked-1' }));
    expect(response.status).toBe(200);
    expect(await snapshot(api, { paymentId, userId, courseId })).toMatchObject({
      payment: { status: 'paid', refundReason: 'blocked', providerTransactionId: 'txn-blocked-1' },
      subscriptions: [],
    });
    // A replay grants nothing either.
    expect((await sendCallback(api, await callbackFor(api, paymentId, { transactionId: 'txn-blocked-1' }))).status).toBe(200);
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);

    const admin = await signedUpUser(api);
    await makeAdmin(api, await userIdOf(api, admin.email));
    const { data } = await expectSuccess(await api.send('GET', '/api/admin/payments/duplicates', { token: admin.token }), DuplicatePaymentsResponseSchema);
    expect(data.payments.find((payment) => payment._id === paymentId)).toMatchObject({
      user: { _id: userId, email: user.email },
      course: { _id: courseId, title: PAID_COURSE },
      amount: 1200,
      providerTransactionId: 'txn-blocked-1',
      reason: 'blocked',
    });
  });
  it('lets an admin mark a payment to refund as refunded, once, with a note, audited; nothing else can be marked', async () => {
    const { userId, courseId, paymentId } = await learnerWithPayment(api);
    await block(api, userId);
    expect((await sendCallback(api, await callbackFor(api, paymentId, { transactionId: 'txn-refund-1' }))).status).toBe(200);
    const admin = await signedUpUser(api);
    await makeAdmin(api, await userIdOf(api, admin.email));
    const mark = (id: string, body: unknown, token = admin.token) => api.send('POST', `/api/admin/payments/${id}/refunded`, { token, body });

    const marked = await expectSuccess(await mark(paymentId, { note: '  Refunded at Paymob, ref R-77  ' }), PaymentToRefundResponseSchema);
    expect(marked.data.payment).toMatchObject({ _id: paymentId, reason: 'blocked', refund: { note: 'Refunded at Paymob, ref R-77', refundedAt: expect.any(String) } });
    const { data } = await expectSuccess(await api.send('GET', '/api/admin/payments/duplicates', { token: admin.token }), DuplicatePaymentsResponseSchema);
    expect(data.payments.find((payment) => payment._id === paymentId)?.refund).toEqual(marked.data.payment.refund);
    const [entry] = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectType=payment&objectId=${paymentId}`, { token: admin.token }), AuditLogResponseSchema)).data.entries;
    expect(entry).toMatchObject({ action: 'payment.refund', actorEmail: admin.email, after: { refunded: true, note: 'Refunded at Paymob, ref R-77' } });

    expect(await errorOf(await mark(paymentId, { note: 'again' }))).toEqual({ status: 409, message: 'This payment is already marked refunded.' });
    // A payment that granted its course is not one to refund; an unknown or malformed id is not found either.
    const fine = await learnerWithPayment(api);
    expect((await sendCallback(api, await callbackFor(api, fine.paymentId))).status).toBe(200);
    for (const id of [fine.paymentId, randomUUID(), 'not-an-id']) expect((await mark(id, { note: 'x' })).status).toBe(404);
    expect((await paymentRow(api, fine.paymentId)).refundedAt).toBeNull();
    expect((await mark(paymentId, { note: '   ' })).status).toBe(400);
    expect((await mark(paymentId, {}, fine.user.token)).status).toBe(403);
    expect(await subscriptionsOf(api, userId, courseId)).toEqual([]);
  });

  it('never answered with a server error', () => {
    expect(api.unexpectedErrors).toEqual([]);
    expect(api.bodies.filter((body) => body.includes('"status":"error"'))).toEqual([]);
  });
});
