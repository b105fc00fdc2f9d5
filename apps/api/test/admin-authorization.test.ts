import { AdminCourseResponseSchema, AdminLessonResponseSchema, AdminSubscriptionsResponseSchema, ApplicationResponseSchema, LessonFileResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { certifiedLearner } from './support/learning';
import { PAID_COURSE, block, paidPayment, seededCourse, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

/*
 * Every admin route, by the route table itself, against every kind of caller: signed out 401, a learner
 * 403, a blocked learner 403, a blocked admin 403, an admin 2xx. A route added without a line here fails.
 */

type Route = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; pattern: string; path: string; body?: unknown; form?: () => FormData };

/** A lesson's PDF as the admin's form sends it. */
const pdfForm = () => {
  const form = new FormData();
  form.append('name', 'Worksheet');
  form.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'worksheet.pdf', { type: 'application/pdf' }));
  return form;
};

describe.each(testDrivers())('who may call each admin route on $name', (driver) => {
  const api = useAdminApi(driver);

  it('answers 401, 403, 403, 403 and 2xx to a visitor, a learner, a blocked learner, a blocked admin and an admin, on every route', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api);
    const blockedLearner = await signedUpUser(api);
    await block(api, await userIdOf(api, blockedLearner.email));
    const blockedAdmin = await signedInAdmin(api);
    await block(api, blockedAdmin.id);

    // Something real for each route to act on.
    const target = await signedUpUser(api);
    const targetId = await userIdOf(api, target.email);
    const buyer = await signedUpUser(api);
    await paidPayment(api, buyer.token, (await seededCourse(api, PAID_COURSE)).id);
    const subscriptionId = (await expectSuccess(await api.send('GET', `/api/admin/subscriptions?search=${encodeURIComponent(buyer.email)}`, { token: boss.token }), AdminSubscriptionsResponseSchema)).data
      .subscriptions[0]?._id;
    const courseForm = { title: 'Matrix', description: 'Every route, every caller.', category: 'Manara', currentPrice: 10 };
    const course = (await expectSuccess(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm }), AdminCourseResponseSchema, 201)).data.course;
    const lessonForm = { title: 'One', description: 'The first lesson.', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 1, order: 1 };
    const lesson = (await expectSuccess(await api.send('POST', `/api/admin/courses/${course._id}/lessons`, { token: boss.token, body: lessonForm }), AdminLessonResponseSchema, 201)).data.lesson;
    const lessonFile = (await expectSuccess(await api.send('POST', `/api/admin/lessons/${lesson._id}/files`, { token: boss.token, form: pdfForm() }), LessonFileResponseSchema, 201)).data.file;
    const answers = { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' };
    const application = (await expectSuccess(await api.send('POST', '/api/programs/ambassador/apply', { token: target.token, body: answers }), ApplicationResponseSchema, 201)).data.application;
    const { certificateId } = await certifiedLearner(api);
    // Money taken for a course the learner already had, to refund (a seeded course: the one made here is deleted below).
    const [toRefund] = await api.db
      .insert(payments)
      .values({ userId: targetId, courseId: (await seededCourse(api, PAID_COURSE)).id, amountPiasters: 120_000, status: 'paid', provider: 'sandbox', refundReason: 'duplicate', paidAt: new Date() })
      .returning({ id: payments.id });

    const routes: Route[] = [
      { method: 'GET', pattern: '/dashboard/stats', path: '/dashboard/stats' },
      { method: 'GET', pattern: '/users', path: '/users' },
      { method: 'PATCH', pattern: '/users/:id', path: `/users/${targetId}`, body: { role: 'user' } },
      { method: 'PATCH', pattern: '/users/:id/block', path: `/users/${targetId}/block`, body: {} },
      { method: 'PATCH', pattern: '/users/:id/unblock', path: `/users/${targetId}/unblock` },
      { method: 'PATCH', pattern: '/users/:id/status', path: `/users/${targetId}/status`, body: { status: 'active' } },
      { method: 'GET', pattern: '/courses', path: '/courses' },
      { method: 'POST', pattern: '/courses', path: '/courses', body: courseForm },
      { method: 'PATCH', pattern: '/courses/:id', path: `/courses/${course._id}`, body: courseForm },
      { method: 'PATCH', pattern: '/courses/:id/status', path: `/courses/${course._id}/status`, body: { status: 'draft' } },
      { method: 'POST', pattern: '/courses/:id/lessons', path: `/courses/${course._id}/lessons`, body: { ...lessonForm, order: 2 } },
      { method: 'PUT', pattern: '/lessons/:id', path: `/lessons/${lesson._id}`, body: lessonForm },
      { method: 'GET', pattern: '/lessons/lengths', path: '/lessons/lengths' },
      { method: 'GET', pattern: '/instructors', path: '/instructors' },
      { method: 'POST', pattern: '/instructors', path: '/instructors', body: { name: 'Every Caller' } },
      { method: 'PUT', pattern: '/lessons/:id/length', path: `/lessons/${lesson._id}/length`, body: { durationSeconds: 61.5 } },
      { method: 'POST', pattern: '/lessons/:id/files', path: `/lessons/${lesson._id}/files`, form: pdfForm },
      { method: 'GET', pattern: '/subscriptions', path: '/subscriptions' },
      { method: 'PATCH', pattern: '/subscriptions/:id', path: `/subscriptions/${subscriptionId}`, body: { status: 'active' } },
      { method: 'GET', pattern: '/reports/:type{revenue|users|courses}', path: '/reports/revenue?startDate=2026-11-01&endDate=2026-11-02' },
      { method: 'GET', pattern: '/audit', path: '/audit' },
      { method: 'GET', pattern: '/payments/duplicates', path: '/payments/duplicates' },
      { method: 'POST', pattern: '/payments/:id/refunded', path: `/payments/${toRefund?.id ?? ''}/refunded`, body: { note: 'Refunded at the provider' } },
      { method: 'GET', pattern: '/applications', path: '/applications?status=pending' },
      { method: 'GET', pattern: '/applications/:id', path: `/applications/${application._id}` },
      { method: 'PATCH', pattern: '/applications/:id', path: `/applications/${application._id}`, body: { status: 'approved' } },
      { method: 'POST', pattern: '/certificates/:id/revoke', path: `/certificates/${certificateId}/revoke`, body: { reason: 'Every route, every caller.' } },
      // Last: they take their object away.
      { method: 'DELETE', pattern: '/lessons/:id/files/:fileId', path: `/lessons/${lesson._id}/files/${lessonFile._id}` },
      { method: 'DELETE', pattern: '/lessons/:id', path: `/lessons/${lesson._id}` },
      { method: 'DELETE', pattern: '/courses/:id', path: `/courses/${course._id}` },
      { method: 'DELETE', pattern: '/users/:id', path: `/users/${targetId}` },
    ];

    const registered = api.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/')).map((route) => `${route.method} ${route.path.slice('/api/admin'.length)}`);
    expect(new Set(routes.map((route) => `${route.method} ${route.pattern}`))).toEqual(new Set(registered));

    for (const { method, path, body, form } of routes) {
      const send = (token?: string) =>
        api.send(method, `/api/admin${path}`, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }), ...(form === undefined ? {} : { form: form() }) });
      const label = `${method} ${path}`;
      expect(await errorCodeOf(await send()), `${label} signed out`).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
      expect(await errorCodeOf(await send(learner.token)), `${label} as a learner`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
      expect(await errorCodeOf(await send(blockedLearner.token)), `${label} as a blocked learner`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
      expect(await errorCodeOf(await send(blockedAdmin.token)), `${label} as a blocked admin`).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
      const answer = await send(boss.token);
      expect(answer.status, `${label} as an admin: ${await answer.clone().text()}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, label).toBeLessThan(300);
    }
  });
});
