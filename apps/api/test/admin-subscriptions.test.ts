import { AdminSubscriptionResponseSchema, AdminSubscriptionsResponseSchema, AuditLogResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema';
import { PAID_COURSE, block, freeCourse, paidPayment, seededCourse, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';


describe.each(testDrivers())('the admin subscriptions on $name', (driver) => {
  const api = useAdminApi(driver);

  /** A learner who paid for the paid course, and their subscription as the admin's list shows it. */
  async function buyer(firstName: string) {
    const learner = await signedUpUser(api, { firstName, lastName: 'Buyer' });
    const course = await seededCourse(api, PAID_COURSE);
    const paymentId = await paidPayment(api, learner.token, course.id);
    return { learner, course, paymentId };
  }

  const isSubscribed = async (token: string, courseId: string) =>
    ((await (await api.send('GET', `/api/courses/${courseId}/subscription-status`, { token })).json()) as { data: { isSubscribed: boolean } }).data.isSubscribed;

  it('answers 401 signed out, 403 to a learner and a blocked learner, and 200 to an admin', async () => {
    const boss = await signedInAdmin(api);
    const plain = await signedUpUser(api);
    const blocked = await signedUpUser(api);
    await block(api, await userIdOf(api, blocked.email));
    const { learner, course } = await buyer('Matrix');
    const list = (await expectSuccess(await api.send('GET', `/api/admin/subscriptions?search=${learner.email}`, { token: boss.token }), AdminSubscriptionsResponseSchema)).data;
    const id = list.subscriptions[0]?._id ?? '';
    expect(list.subscriptions[0]?.course._id).toBe(course.id);
    for (const [method, path, body] of [
      ['GET', '/api/admin/subscriptions', undefined],
      ['PATCH', `/api/admin/subscriptions/${id}`, { status: 'active' }],
    ] as const) {
      const send = (token?: string) => api.send(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
      expect(await errorCodeOf(await send()), `${method} ${path}`).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
      expect(await errorCodeOf(await send(plain.token)), `${method} ${path}`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
      expect(await errorCodeOf(await send(blocked.token)), `${method} ${path}`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
      expect((await send(boss.token)).status, `${method} ${path}`).toBe(200);
    }
  });

  it('lists newest first with the learner, the course, the dates, the amount in EGP and how it was paid; searches and filters', async () => {
    const boss = await signedInAdmin(api);
    const { learner, course } = await buyer('Rania');
    const free = await freeCourse(api);
    await api.send('POST', `/api/payments/create/${free.id}`, { token: learner.token, body: {} });
    const list = async (query: string) =>
      (await expectSuccess(await api.send('GET', `/api/admin/subscriptions?${query}`, { token: boss.token }), AdminSubscriptionsResponseSchema)).data;

    const mine = await list(`search=${encodeURIComponent(learner.email)}`);
    expect(mine.subscriptions.map((row) => row.course._id)).toEqual([free.id, course.id]);
    expect(mine.subscriptions[1]).toMatchObject({
      user: { firstName: 'Rania', lastName: 'Buyer', email: learner.email },
      course: { title: PAID_COURSE },
      amount: course.price,
      paymentMethod: 'CARD',
      status: 'active',
      endDate: null,
    });
    // A free enrolment has no payment, so no way it was paid.
    expect(mine.subscriptions[0]).toMatchObject({ amount: 0, paymentMethod: null });
    expect((await list(`search=${encodeURIComponent('GLOBAL profile')}&status=active`)).subscriptions.every((row) => row.course.title === PAID_COURSE)).toBe(true);
    expect((await list('status=cancelled&search=rania')).subscriptions).toEqual([]);
    expect(await errorCodeOf(await api.send('GET', '/api/admin/subscriptions?status=paused', { token: boss.token }))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('cancelling removes access at once, making it active again restores it, and both are audited', async () => {
    const boss = await signedInAdmin(api);
    const { learner, course, paymentId } = await buyer('Lina');
    // Paid from a mobile wallet: the list and the changed row both say so.
    await api.db.update(payments).set({ method: 'WALLET' }).where(eq(payments.id, paymentId));
    const [row] = (await expectSuccess(await api.send('GET', `/api/admin/subscriptions?search=${learner.email}`, { token: boss.token }), AdminSubscriptionsResponseSchema)).data.subscriptions;
    const patch = (status: string) => api.send('PATCH', `/api/admin/subscriptions/${row?._id}`, { token: boss.token, body: { status } });
    expect(row?.paymentMethod).toBe('WALLET');
    expect(await isSubscribed(learner.token, course.id)).toBe(true);

    const cancelled = (await expectSuccess(await patch('cancelled'), AdminSubscriptionResponseSchema)).data.subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentMethod: 'WALLET' });
    expect(cancelled.endDate).not.toBeNull();
    expect(await isSubscribed(learner.token, course.id)).toBe(false);
    const lessons = await api.send('GET', `/api/lessons/courses/${course.id}/progress`, { token: learner.token });
    expect(await errorCodeOf(lessons)).toEqual({ status: 403, code: 'NOT_SUBSCRIBED' });

    const restored = (await expectSuccess(await patch('active'), AdminSubscriptionResponseSchema)).data.subscription;
    expect(restored).toMatchObject({ status: 'active', endDate: null });
    expect(await isSubscribed(learner.token, course.id)).toBe(true);

    const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${row?._id}`, { token: boss.token }), AuditLogResponseSchema)).data;
    expect(log.entries.map((entry) => [entry.action, entry.objectType, entry.before.status, entry.after.status])).toEqual([
      ['subscription.status', 'subscription', 'cancelled', 'active'],
      ['subscription.status', 'subscription', 'active', 'cancelled'],
    ]);
  });

  it('refuses a second active subscription to one course, an unknown subscription and an unknown status', async () => {
    const boss = await signedInAdmin(api);
    const { learner, course } = await buyer('Dina');
    const [first] = (await expectSuccess(await api.send('GET', `/api/admin/subscriptions?search=${learner.email}`, { token: boss.token }), AdminSubscriptionsResponseSchema)).data.subscriptions;
    await expectSuccess(await api.send('PATCH', `/api/admin/subscriptions/${first?._id}`, { token: boss.token, body: { status: 'expired' } }), AdminSubscriptionResponseSchema);
    // Bought again, so the old one cannot come back as a second active one.
    await paidPayment(api, learner.token, course.id);
    expect(await errorCodeOf(await api.send('PATCH', `/api/admin/subscriptions/${first?._id}`, { token: boss.token, body: { status: 'active' } }))).toEqual({
      status: 409,
      code: 'ALREADY_SUBSCRIBED',
    });
    expect(await errorCodeOf(await api.send('PATCH', '/api/admin/subscriptions/nope', { token: boss.token, body: { status: 'active' } }))).toEqual({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
    expect(await errorCodeOf(await api.send('PATCH', `/api/admin/subscriptions/${first?._id}`, { token: boss.token, body: { status: 'paused' } }))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
