import { AdminApplicationsResponseSchema, ApplicationResponseSchema, AuditLogResponseSchema, MyApplicationsResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { block, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

const AMBASSADOR = {
  motivation: 'I want more students in my town to find scholarships.',
  promotionPlan: 'Talks at my faculty and a WhatsApp group.',
  experience: 'Student union, two years.',
  questions: 'How many hours a week?',
};
const MENTORSHIP = { goal: 'A master’s in Germany', area: 'Engineering', expectations: 'Feedback on my letter', availability: 'Weekends' };

describe.each(testDrivers())('the programmes on $name', (driver) => {
  const api = useAccountsApi(driver, { rateLimits: ROOMY_RATE_LIMITS });
  const applyAmbassador = (token: string | undefined, body: unknown = AMBASSADOR) => api.send('POST', '/api/programs/ambassador/apply', { body, ...(token ? { token } : {}) });

  it('asks for an account: a visitor is told to log in, a blocked learner is refused', async () => {
    expect(await errorCodeOf(await applyAmbassador(undefined))).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
    const blocked = await signedUpUser(api);
    await block(api, await userIdOf(api, blocked.email));
    expect(await errorCodeOf(await applyAmbassador(blocked.token))).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED' });
  });

  it('stores an application as pending, trimmed, sends the bilingual confirmation, and refuses a second while the first waits', async () => {
    const learner = await signedUpUser(api, { firstName: 'Nour' });
    const sent = await expectSuccess(await applyAmbassador(learner.token, { ...AMBASSADOR, motivation: `  ${AMBASSADOR.motivation}\n` }), ApplicationResponseSchema, 201);
    expect(sent.data.application).toMatchObject({ program: 'ambassador', status: 'pending', answers: AMBASSADOR, reviewNote: null });
    await expect.poll(() => api.notices.filter((mail) => mail.to === learner.email).length).toBe(1);
    const mail = api.notices.find((notice) => notice.to === learner.email);
    expect(mail).toMatchObject({ kind: 'application_received', subject: 'We received your application: Ambassador Program | استلمنا طلبك: برنامج السفراء' });
    expect(mail?.text).toContain('Hello Nour,');
    expect(mail?.text).toContain('https://manara.test/my-applications');
    expect(mail?.html).toContain('dir="rtl"');

    expect(await errorCodeOf(await applyAmbassador(learner.token))).toEqual({ status: 409, code: 'APPLICATION_PENDING' });
    // Another programme is another application.
    expect((await api.send('POST', '/api/programs/mentorship/request', { token: learner.token, body: MENTORSHIP })).status).toBe(201);
    const mine = (await expectSuccess(await api.send('GET', '/api/programs/my-applications', { token: learner.token }), MyApplicationsResponseSchema)).data.applications;
    expect(mine.map((application) => application.program)).toEqual(['mentorship', 'ambassador']);
  });

  it.each([
    ['motivation', { ...AMBASSADOR, motivation: '   ' }, 'Motivation is required'],
    ['promotionPlan', { motivation: 'x', experience: 'x', questions: 'x' }, 'Promotion plan is required'],
    ['questions', { ...AMBASSADOR, questions: 'x'.repeat(2001) }, 'Questions must be at most 2000 characters'],
    ['experience', { ...AMBASSADOR, experience: 'bell\u0007' }, 'Text must not contain control characters'],
  ])('refuses a bad %s with a 400 that names it, and stores nothing', async (field, body, message) => {
    const learner = await signedUpUser(api);
    const response = await applyAmbassador(learner.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION', field, message });
    const mine = (await expectSuccess(await api.send('GET', '/api/programs/my-applications', { token: learner.token }), MyApplicationsResponseSchema)).data.applications;
    expect(mine).toEqual([]);
  });

  it('lets the owner and admins read an application; anyone else is told it is not there', async () => {
    const owner = await signedUpUser(api);
    const other = await signedUpUser(api);
    const boss = await signedInAdmin(api);
    const id = (await expectSuccess(await applyAmbassador(owner.token), ApplicationResponseSchema, 201)).data.application._id;
    for (const token of [owner.token, boss.token]) {
      expect((await expectSuccess(await api.send('GET', `/api/programs/status/${id}`, { token }), ApplicationResponseSchema)).data.application._id).toBe(id);
    }
    expect(await errorCodeOf(await api.send('GET', `/api/programs/status/${id}`, { token: other.token }))).toEqual({ status: 404, code: 'APPLICATION_NOT_FOUND' });
    expect(await errorCodeOf(await api.send('GET', '/api/programs/status/not-an-id', { token: owner.token }))).toEqual({ status: 404, code: 'APPLICATION_NOT_FOUND' });
  });

  it('an admin lists by programme and status, approves with a note once; the applicant sees it and is told by e-mail; it is audited', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api, { firstName: 'Omar' });
    const id = (await expectSuccess(await applyAmbassador(learner.token), ApplicationResponseSchema, 201)).data.application._id;

    const pending = (await expectSuccess(await api.send('GET', '/api/admin/applications?program=ambassador&status=pending', { token: boss.token }), AdminApplicationsResponseSchema)).data;
    expect(pending.applications.every((application) => application.program === 'ambassador' && application.status === 'pending')).toBe(true);
    expect(pending.applications.find((application) => application._id === id)?.applicant).toMatchObject({ email: learner.email, firstName: 'Omar' });

    const decided = await expectSuccess(
      await api.send('PATCH', `/api/admin/applications/${id}`, { token: boss.token, body: { status: 'approved', note: 'Welcome aboard! We start on 1 December.' } }),
      ApplicationResponseSchema,
    );
    expect(decided.data.application).toMatchObject({ status: 'approved', reviewNote: 'Welcome aboard! We start on 1 December.', reviewedAt: expect.any(String) });
    expect(await errorCodeOf(await api.send('PATCH', `/api/admin/applications/${id}`, { token: boss.token, body: { status: 'rejected' } }))).toEqual({
      status: 409,
      code: 'APPLICATION_REVIEWED',
    });

    const seen = (await expectSuccess(await api.send('GET', `/api/programs/status/${id}`, { token: learner.token }), ApplicationResponseSchema)).data.application;
    expect(seen).toMatchObject({ status: 'approved', reviewNote: 'Welcome aboard! We start on 1 December.' });
    await expect.poll(() => api.notices.filter((mail) => mail.to === learner.email && mail.kind === 'application_reviewed').length).toBe(1);
    const mail = api.notices.find((notice) => notice.to === learner.email && notice.kind === 'application_reviewed');
    expect(mail?.subject).toBe('Your application was approved: Ambassador Program | تمت الموافقة على طلبك: برنامج السفراء');
    expect(mail?.text).toContain('A note from the team: Welcome aboard! We start on 1 December.');

    // Approved, the learner may apply to the programme again (nothing is pending).
    expect((await applyAmbassador(learner.token)).status).toBe(201);
    const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${id}`, { token: boss.token }), AuditLogResponseSchema)).data;
    expect(log.entries.map((entry) => [entry.action, entry.after])).toEqual([['application.review', { status: 'approved', reviewNote: 'Welcome aboard! We start on 1 December.' }]]);
  });

  it('refuses a review that is neither approved nor rejected, and a note too long', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api);
    const id = (await expectSuccess(await applyAmbassador(learner.token), ApplicationResponseSchema, 201)).data.application._id;
    expect(await errorCodeOf(await api.send('PATCH', `/api/admin/applications/${id}`, { token: boss.token, body: { status: 'pending' } }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      field: 'status',
    });
    expect(await errorCodeOf(await api.send('PATCH', `/api/admin/applications/${id}`, { token: boss.token, body: { status: 'rejected', note: 'x'.repeat(1001) } }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      field: 'note',
    });
  });
});
