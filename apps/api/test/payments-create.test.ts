import {
  CreatePaymentResponseSchema,
  MyPaymentsResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
} from '@manara/api-client/schemas';
import { randomUUID } from 'node:crypto';
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, payments } from '../src/db/schema';
import { OPEN_PAYMENT_REUSE_MS } from '../src/payments/open-payment';
import type { CheckoutRequest, PaymentProvider } from '../src/payments/provider';
import { PUBLIC_URL, errorOf, signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import {
  PAID_COURSE,
  block,
  createPayment,
  freeCourse,
  issueKioskReference,
  makeAdmin,
  paidPayment,
  paymentRow,
  pendingPayment,
  seededCourse,
  subscriptionsOf,
  testSandbox,
  userIdOf,
} from './support/payments';
import { BLOCKED, PLEASE_LOG_IN, expectSuccess } from './support/responses';

const ALREADY_SUBSCRIBED = { status: 409, message: 'You are already subscribed to this course' };
const PAYMENT_NOT_FOUND = { status: 404, message: 'Payment not found' };

describe.each(testDrivers())('creating a payment on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  it("lists the sandbox's three ways to pay, named in both languages", async () => {
    const { data } = await expectSuccess(await api.send('GET', '/api/payments/methods'), PaymentMethodsResponseSchema);
    expect(data.methods).toEqual([
      { method: 'CARD', name: { en: 'Bank card', ar: 'بطاقة بنكية' } },
      { method: 'WALLET', name: { en: 'Mobile wallet', ar: 'محفظة إلكترونية' } },
      { method: 'KIOSK', name: { en: 'Cash at a Fawry or Aman kiosk', ar: 'نقدًا في منافذ فوري أو أمان' } },
    ]);
  });

  it("opens a wallet or a kiosk payment at the sandbox's page, in the buyer's language", async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const wallet = await createPayment(api, course.id, { token: user.token, body: { paymentMethod: 'WALLET' }, headers: { 'Accept-Language': 'ar-EG,ar;q=0.9' } });
    const { data } = await expectSuccess(wallet, CreatePaymentResponseSchema);
    expect(data.paymentUrl).toBe(`${PUBLIC_URL}/api/payments/sandbox/checkout/${data.paymentId}`);
    expect(await paymentRow(api, data.paymentId ?? '')).toMatchObject({ method: 'WALLET', status: 'pending', language: 'ar', kioskReference: null });
    // Another way to pay while that one is open: the learner changed their mind, so it is closed and a new one opened.
    const kiosk = await pendingPayment(api, user.token, course.id, 'KIOSK');
    expect(kiosk).not.toBe(data.paymentId);
    expect(await paymentRow(api, kiosk)).toMatchObject({ method: 'KIOSK', status: 'pending', language: 'en' });
    expect((await paymentRow(api, data.paymentId ?? '')).status).toBe('failed');
  });

  it("answers the learner's paid payments and those awaiting a wallet or a kiosk's cash, newest first; never anyone else's", async () => {
    const user = await signedUpUser(api);
    const other = await signedUpUser(api);
    const [first, second, third] = await api.db.select({ id: courses.id }).from(courses).where(gt(courses.currentPrice, 0)).orderBy(courses.id).limit(3);
    if (!first || !second || !third) throw new Error('The seed has fewer than three paid courses');
    const paid = await paidPayment(api, user.token, first.id);
    await pendingPayment(api, user.token, second.id); // a card page left open: nothing owed
    const kiosk = await pendingPayment(api, user.token, second.id, 'KIOSK');
    await issueKioskReference(api, kiosk, '7001002004', new Date(api.now().getTime() + 3600_000));
    const wallet = await pendingPayment(api, user.token, third.id, 'WALLET');
    await pendingPayment(api, other.token, third.id, 'WALLET');
    const { data } = await expectSuccess(await api.send('GET', '/api/payments/mine', { token: user.token }), MyPaymentsResponseSchema);
    expect(data.payments.map((payment) => [payment._id, payment.status, payment.paymentMethod])).toEqual([
      [wallet, 'pending', 'WALLET'],
      [kiosk, 'pending', 'KIOSK'],
      [paid, 'paid', 'CARD'],
    ]);
    expect(data.payments[2]).toMatchObject({ providerReference: `sandbox_txn_${paid}`, paidAt: expect.any(String), kioskReference: null });
    expect(await errorOf(await api.send('GET', '/api/payments/mine'))).toEqual(PLEASE_LOG_IN);
  });

  it('answers a pending payment for the course price and the sandbox card page to go to', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const { data } = await expectSuccess(await createPayment(api, course.id, { token: user.token }), CreatePaymentResponseSchema);
    expect(data.paymentUrl).toBe(`${PUBLIC_URL}/api/payments/sandbox/checkout/${data.paymentId}`);
    const row = await paymentRow(api, data.paymentId ?? '');
    expect(row).toMatchObject({
      userId: await userIdOf(api, user.email),
      courseId: course.id,
      amountPiasters: 120_000,
      currency: 'EGP',
      method: 'CARD',
      status: 'pending',
      provider: 'sandbox',
      providerTransactionId: null,
      paidAt: null,
    });
  });

  it('ignores any amount the client sends: the price comes from the database', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const body = { paymentMethod: 'CARD', amount: 1, amountPiasters: 1, price: 0, currentPrice: 0, currency: 'USD' };
    const { data } = await expectSuccess(await createPayment(api, course.id, { token: user.token, body }), CreatePaymentResponseSchema);
    expect(await paymentRow(api, data.paymentId ?? '')).toMatchObject({ amountPiasters: 120_000, currency: 'EGP' });
  });

  it('takes CARD as the method when the body is empty or names none', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const empty = await api.send('POST', `/api/payments/create/${course.id}`, { token: user.token });
    expect((await expectSuccess(empty, CreatePaymentResponseSchema)).data.paymentId).toEqual(expect.any(String));
    const noMethod = await createPayment(api, course.id, { token: user.token, body: {} });
    const { data } = await expectSuccess(noMethod, CreatePaymentResponseSchema);
    expect((await paymentRow(api, data.paymentId ?? '')).method).toBe('CARD');
  });

  it.each([
    ['an unknown method', { paymentMethod: 'CASH' }, 400, 'paymentMethod must be CARD, WALLET or KIOSK'],
    ['a method that is not text', { paymentMethod: 7 }, 400, 'paymentMethod must be CARD, WALLET or KIOSK'],
    ['a body that is not an object', [1, 2], 400, 'Request body must be a JSON object'],
  ])('refuses %s with %i', async (_name, body, status, message) => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    expect(await errorOf(await createPayment(api, course.id, { token: user.token, body }))).toEqual({ status, message });
  });

  it('asks an anonymous visitor to log in, and creates nothing', async () => {
    const course = await seededCourse(api, PAID_COURSE);
    const before = await api.db.select({ id: payments.id }).from(payments).where(eq(payments.courseId, course.id));
    expect(await errorOf(await createPayment(api, course.id))).toEqual(PLEASE_LOG_IN);
    expect(await errorOf(await createPayment(api, course.id, { token: 'not.a.token' }))).toEqual(PLEASE_LOG_IN);
    const after = await api.db.select({ id: payments.id }).from(payments).where(eq(payments.courseId, course.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a blocked user with a message that says "blocked", paid or free course alike', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    await block(api, userId);
    const paid = await seededCourse(api, PAID_COURSE);
    const free = await freeCourse(api);
    expect(await errorOf(await createPayment(api, paid.id, { token: user.token }))).toEqual(BLOCKED);
    expect(await errorOf(await createPayment(api, free.id, { token: user.token }))).toEqual(BLOCKED);
    expect(await api.db.select().from(payments).where(eq(payments.userId, userId))).toEqual([]);
    expect(await subscriptionsOf(api, userId, free.id)).toEqual([]);
  });

  it.each([randomUUID(), 'not-a-course', "1' or '1'='1"])('answers the unknown course %s with 404', async (id) => {
    const user = await signedUpUser(api);
    expect(await errorOf(await createPayment(api, encodeURIComponent(id), { token: user.token }))).toEqual({
      status: 404,
      message: 'Course not found',
    });
  });

  it('enrols in a free course at once and sends the learner to its lessons', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await freeCourse(api);
    const { data } = await expectSuccess(await createPayment(api, course.id, { token: user.token }), CreatePaymentResponseSchema);
    expect(data).toEqual({ paymentUrl: `${PUBLIC_URL}/course/${course.id}/lessons`, paymentId: null });
    expect(await subscriptionsOf(api, userId, course.id)).toEqual([
      expect.objectContaining({ status: 'active', amountPiasters: 0, paymentId: null, endDate: null }),
    ]);
    expect(await api.db.select().from(payments).where(eq(payments.userId, userId))).toEqual([]);
    expect(await errorOf(await createPayment(api, course.id, { token: user.token }))).toEqual(ALREADY_SUBSCRIBED);
  });

  it('answers 409 to a learner already subscribed to a paid course, and creates no second payment', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    await paidPayment(api, user.token, course.id);
    expect(await errorOf(await createPayment(api, course.id, { token: user.token }))).toEqual(ALREADY_SUBSCRIBED);
    expect(await api.db.select().from(payments).where(eq(payments.userId, userId))).toHaveLength(1);
  });

  it('answers ten Enroll Nows at once with one payment and one card page', async () => {
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createPayment(api, course.id, { token: user.token })));
    const created = await Promise.all(answers.map(async (answer) => (await expectSuccess(answer, CreatePaymentResponseSchema)).data));
    expect(new Set(created.map((data) => data.paymentId)).size).toBe(1);
    expect(new Set(created.map((data) => data.paymentUrl)).size).toBe(1);
    // And later, from another tab: the same one again.
    expect((await expectSuccess(await createPayment(api, course.id, { token: user.token }), CreatePaymentResponseSchema)).data).toEqual(created[0]);
    expect(await api.db.select({ status: payments.status }).from(payments).where(eq(payments.userId, userId))).toEqual([{ status: 'pending' }]);
  });

  it('holds one open payment per learner and course in the database itself', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const paymentId = await pendingPayment(api, user.token, course.id);
    const { userId, amountPiasters, provider } = await paymentRow(api, paymentId);
    // What a second server racing this one would try: the index refuses it.
    await expect(api.db.insert(payments).values({ userId, courseId: course.id, amountPiasters, provider })).rejects.toThrow();
  });

  it('closes an open payment older than the reuse window and opens a fresh one', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const first = await pendingPayment(api, user.token, course.id);
    api.advance(OPEN_PAYMENT_REUSE_MS + 1000);
    const second = await pendingPayment(api, user.token, course.id);
    expect(second).not.toBe(first);
    expect((await paymentRow(api, first)).status).toBe('failed');
    expect((await paymentRow(api, second)).status).toBe('pending');
  });

  it('gives each course and each learner its own open payment', async () => {
    const [one, two] = [await signedUpUser(api), await signedUpUser(api)];
    const paid = await seededCourse(api, PAID_COURSE);
    const [a, b] = [await pendingPayment(api, one.token, paid.id), await pendingPayment(api, two.token, paid.id)];
    expect(a).not.toBe(b);
  });

  it('lets an admin buy a course like anyone else', async () => {
    const admin = await signedUpUser(api);
    await makeAdmin(api, await userIdOf(api, admin.email));
    const course = await seededCourse(api, PAID_COURSE);
    expect((await paymentRow(api, await pendingPayment(api, admin.token, course.id))).status).toBe('pending');
  });

  // The clock moves two days on: after the tests that count on the card page's half hour.
  it('shows an issued kiosk reference again until it expires; then Enroll Now closes that payment and opens a new one', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const first = await pendingPayment(api, user.token, course.id, 'KIOSK');
    const expiresAt = new Date(api.now().getTime() + 48 * 3600_000);
    await issueKioskReference(api, first, '7001002003', expiresAt);
    const read = await expectSuccess(await api.send('GET', `/api/payments/${first}`, { token: user.token }), PaymentResponseSchema);
    expect(read.data.payment).toMatchObject({ paymentMethod: 'KIOSK', status: 'pending', kioskReference: { reference: '7001002003', expiresAt: expiresAt.toISOString() } });

    // Past the card page's half hour, the reference still stands: Enroll Now shows it on the result page.
    api.advance(OPEN_PAYMENT_REUSE_MS + 1000);
    const again = await expectSuccess(await createPayment(api, course.id, { token: user.token, body: { paymentMethod: 'KIOSK' } }), CreatePaymentResponseSchema);
    expect(again.data).toEqual({ paymentId: first, paymentUrl: `${PUBLIC_URL}/payment/result?paymentId=${first}` });

    api.advance(48 * 3600_000);
    const mine = await expectSuccess(await api.send('GET', '/api/payments/mine', { token: user.token }), MyPaymentsResponseSchema);
    expect(mine.data.payments.map((payment) => payment.kioskReference?.reference)).toEqual(['7001002003']);
    const replaced = await pendingPayment(api, user.token, course.id, 'KIOSK');
    expect(replaced).not.toBe(first);
    expect(await paymentRow(api, first)).toMatchObject({ status: 'failed', kioskReference: '7001002003' });
    expect(await paymentRow(api, replaced)).toMatchObject({ status: 'pending', kioskReference: null });
    const later = await expectSuccess(await api.send('GET', '/api/payments/mine', { token: user.token }), MyPaymentsResponseSchema);
    expect(later.data.payments).toEqual([]);
  });

  describe('GET /api/payments/:id', () => {
    it("answers the owner with the payment's status, course and amount", async () => {
      const user = await signedUpUser(api);
      const course = await seededCourse(api, PAID_COURSE);
      const paymentId = await pendingPayment(api, user.token, course.id);
      const { data } = await expectSuccess(await api.send('GET', `/api/payments/${paymentId}`, { token: user.token }), PaymentResponseSchema);
      expect(data.payment).toEqual({
        _id: paymentId,
        status: 'pending',
        course: { _id: course.id, title: PAID_COURSE },
        amount: 1200,
        currency: 'EGP',
        paymentMethod: 'CARD',
        createdAt: expect.any(String),
        paidAt: null,
        kioskReference: null,
        providerReference: null,
      });
    });

    it("answers someone else's payment as missing, to another user and to an admin alike", async () => {
      const owner = await signedUpUser(api);
      const other = await signedUpUser(api);
      const admin = await signedUpUser(api);
      await makeAdmin(api, await userIdOf(api, admin.email));
      const paymentId = await pendingPayment(api, owner.token, (await seededCourse(api, PAID_COURSE)).id);
      expect(await errorOf(await api.send('GET', `/api/payments/${paymentId}`, { token: other.token }))).toEqual(PAYMENT_NOT_FOUND);
      expect(await errorOf(await api.send('GET', `/api/payments/${paymentId}`, { token: admin.token }))).toEqual(PAYMENT_NOT_FOUND);
      expect(await errorOf(await api.send('GET', `/api/payments/${paymentId}`))).toEqual(PLEASE_LOG_IN);
    });

    it.each([randomUUID(), 'nope'])('answers the unknown id %s with 404', async (id) => {
      const user = await signedUpUser(api);
      expect(await errorOf(await api.send('GET', `/api/payments/${id}`, { token: user.token }))).toEqual(PAYMENT_NOT_FOUND);
    });

    it('lets a blocked owner still read the outcome', async () => {
      const user = await signedUpUser(api);
      const paymentId = await pendingPayment(api, user.token, (await seededCourse(api, PAID_COURSE)).id);
      await block(api, await userIdOf(api, user.email));
      expect((await api.send('GET', `/api/payments/${paymentId}`, { token: user.token })).status).toBe(200);
    });
  });

  it('never answered with a server error', () => {
    expect(api.unexpectedErrors).toEqual([]);
    expect(api.bodies.filter((body) => body.includes('"status":"error"'))).toEqual([]);
  });
});

describe.each(testDrivers())('handing the checkout to the provider on $name', (driver) => {
  const requests: CheckoutRequest[] = [];
  let failing = false;
  /** A provider that records what it is asked and can be made to fail, like one that cannot be reached. */
  const recordingProvider: PaymentProvider = {
    name: 'paymob',
    methods: ['CARD'],
    createCheckout(request) {
      requests.push(request);
      if (failing) return Promise.reject(new Error('connect ECONNREFUSED'));
      return Promise.resolve({ url: `https://pay.example/checkout/${request.paymentId}`, providerOrderId: `order-${requests.length}` });
    },
    verifyCallback: () => Promise.resolve(null),
  };
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: recordingProvider }) });

  it('sends the price from the database, the customer, and our return and callback addresses', async () => {
    failing = false;
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const response = await createPayment(api, course.id, { token: user.token, body: { paymentMethod: 'CARD', amount: 5 } });
    const { data } = await expectSuccess(response, CreatePaymentResponseSchema);
    expect(data.paymentUrl).toBe(`https://pay.example/checkout/${data.paymentId}`);
    expect(requests.at(-1)).toEqual({
      paymentId: data.paymentId,
      amountPiasters: 120_000,
      currency: 'EGP',
      method: 'CARD',
      course: { id: course.id, title: PAID_COURSE },
      customer: { firstName: 'Nour', lastName: 'Hassan', email: user.email, phoneNumber: '01012345678' },
      returnUrl: `${PUBLIC_URL}/payment/result?paymentId=${data.paymentId}`,
      callbackUrl: `${PUBLIC_URL}/api/payments/callback/paymob`,
    });
    expect(await paymentRow(api, data.paymentId ?? '')).toMatchObject({ provider: 'paymob', providerOrderId: `order-${requests.length}` });
  });

  it('answers 502 when the provider cannot be reached, and the payment can never be paid', async () => {
    failing = true;
    const user = await signedUpUser(api);
    const userId = await userIdOf(api, user.email);
    const course = await seededCourse(api, PAID_COURSE);
    const error = await errorOf(await createPayment(api, course.id, { token: user.token }));
    expect(error).toEqual({ status: 502, message: 'The payment service is not available right now. Please try again later.' });
    expect(await api.db.select({ status: payments.status }).from(payments).where(eq(payments.userId, userId))).toEqual([{ status: 'failed' }]);
    expect(api.unexpectedErrors).toEqual([expect.objectContaining({ message: 'connect ECONNREFUSED' })]);
    api.unexpectedErrors.length = 0;
  });

  it.each(['WALLET', 'KIOSK'])('refuses %s, which this provider does not take, and creates nothing', async (paymentMethod) => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const before = requests.length;
    expect(await errorOf(await createPayment(api, course.id, { token: user.token, body: { paymentMethod } }))).toEqual({
      status: 400,
      message: 'This payment method is not available',
    });
    expect(requests).toHaveLength(before);
    expect(await api.db.select().from(payments).where(eq(payments.userId, await userIdOf(api, user.email)))).toEqual([]);
  });

  it('serves no sandbox card page when another provider is configured', async () => {
    expect((await api.send('GET', `/api/payments/sandbox/checkout/${randomUUID()}`)).status).toBe(404);
  });
});
