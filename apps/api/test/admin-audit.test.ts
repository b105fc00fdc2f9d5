import { AdminCourseResponseSchema, AuditLogResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { auditLog, courses, instructors } from '../src/db/schema';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

/* The audit log names what each entry acted on as it was then (docs/product/admin.md#audit-log, decision 078). */

describe.each(testDrivers())('the audit log on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, rateLimits: ROOMY_RATE_LIMITS });

  const logOf = async (token: string, query: string) =>
    (await expectSuccess(await api.send('GET', `/api/admin/audit?${query}`, { token }), AuditLogResponseSchema)).data;

  it('keeps a course’s title as each change left it, whatever it is renamed to later', async () => {
    const boss = await signedInAdmin(api);
    const form = { title: 'Interview Practice', description: 'Questions panels ask.', category: 'Manara', currentPrice: 200 };
    const response = await api.send('POST', '/api/admin/courses', { token: boss.token, body: form });
    expect(response.status).toBe(201);
    const course = v.parse(AdminCourseResponseSchema, await response.json()).data.course;
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}`, { token: boss.token, body: { ...form, title: 'تدريب المقابلات' } }), AdminCourseResponseSchema);
    // Renamed later without the back office: history does not follow.
    await api.db.update(courses).set({ title: 'Something else' }).where(eq(courses.id, course._id));

    const log = await logOf(boss.token, `objectId=${course._id}`);
    expect(log.entries.map((entry) => [entry.action, entry.objectLabel])).toEqual([
      ['course.update', { name: 'تدريب المقابلات', detail: null }],
      ['course.create', { name: 'Interview Practice', detail: null }],
    ]);
  });

  it('records a course’s instructor by name, not by id', async () => {
    const boss = await signedInAdmin(api);
    const [first, second] = await api.db.select({ id: instructors.id, name: instructors.name }).from(instructors).limit(2);
    if (!first || !second) throw new Error('The seed has fewer than two instructors');
    const form = { title: 'Taught', description: 'A course.', category: 'Manara', currentPrice: 0, instructor: first.id };
    const response = await api.send('POST', '/api/admin/courses', { token: boss.token, body: form });
    const course = v.parse(AdminCourseResponseSchema, await response.json()).data.course;
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}`, { token: boss.token, body: { ...form, instructor: second.id } }), AdminCourseResponseSchema);

    const [update, create] = (await logOf(boss.token, `objectId=${course._id}`)).entries;
    expect(create?.after).toMatchObject({ instructor: first.name });
    expect([update?.before, update?.after]).toEqual([{ instructor: first.name }, { instructor: second.name }]);
  });

  it('names an instructor the back office adds, with their job title, as they were', async () => {
    const boss = await signedInAdmin(api);
    const response = await api.send('POST', '/api/admin/instructors', { token: boss.token, body: { name: 'Hana Mostafa', title: 'Career Coach', bio: 'Ten years of interviews.' } });
    expect(response.status).toBe(201);
    const [entry] = (await logOf(boss.token, 'action=instructor.create')).entries;
    await api.db.update(instructors).set({ name: 'Someone else' }).where(eq(instructors.name, 'Hana Mostafa'));
    const [again] = (await logOf(boss.token, 'action=instructor.create')).entries;
    expect([entry?.objectType, entry?.objectLabel, again?.objectLabel]).toEqual(['instructor', { name: 'Hana Mostafa', detail: 'Career Coach' }, { name: 'Hana Mostafa', detail: 'Career Coach' }]);
  });

  it('keeps a learner’s name and e-mail on their entries after the account is deleted, the deletion’s own entry included', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api, { firstName: 'Salma', lastName: 'Fawzy' });
    const id = await userIdOf(api, learner.email);
    await api.send('PATCH', `/api/admin/users/${id}/block`, { token: boss.token, body: { reason: 'Spam' } });
    expect((await api.send('DELETE', `/api/admin/users/${id}`, { token: boss.token })).status).toBe(200);

    const log = await logOf(boss.token, `objectId=${id}`);
    const named = { name: 'Salma Fawzy', detail: learner.email };
    expect(log.entries.map((entry) => [entry.action, entry.objectLabel])).toEqual([
      ['user.delete', named],
      ['user.block', named],
    ]);
  });

  it('names an entry written before labels were kept by what it acts on now, or not at all once that is gone', async () => {
    const boss = await signedInAdmin(api);
    const [course] = await api.db.select({ id: courses.id, title: courses.title }).from(courses).limit(1);
    if (!course) throw new Error('The catalogue is empty');
    const gone = await signedUpUser(api);
    const goneId = await userIdOf(api, gone.email);
    await api.db.insert(auditLog).values([
      { actorId: boss.id, actorEmail: boss.email, action: 'course.status', objectType: 'course', objectId: course.id, before: { status: 'draft' }, after: { status: 'published' } },
      { actorId: boss.id, actorEmail: boss.email, action: 'user.role', objectType: 'user', objectId: goneId, before: { role: 'user' }, after: { role: 'admin' } },
    ]);
    expect((await api.send('DELETE', `/api/admin/users/${goneId}`, { token: boss.token })).status).toBe(200);

    expect((await logOf(boss.token, `objectId=${course.id}`)).entries.map((entry) => entry.objectLabel)).toEqual([{ name: course.title, detail: null }]);
    const user = await logOf(boss.token, `objectId=${goneId}&action=user.role`);
    expect(user.entries.map((entry) => entry.objectLabel)).toEqual([null]);
  });

  it('pages by the size asked, up to 100, for the export', async () => {
    const boss = await signedInAdmin(api);
    for (const title of ['One', 'Two', 'Three']) {
      await api.send('POST', '/api/admin/courses', { token: boss.token, body: { title, description: 'A course.', category: 'Manara', currentPrice: 0 } });
    }
    const page = await logOf(boss.token, 'action=course.create&pageSize=2');
    expect(page.entries.map((entry) => entry.objectLabel?.name)).toEqual(['Three', 'Two']);
    expect(page.pagination).toMatchObject({ limit: 2, totalPages: Math.ceil(page.pagination.total / 2), hasNextPage: true });
    expect(await errorCodeOf(await api.send('GET', '/api/admin/audit?pageSize=101', { token: boss.token }))).toMatchObject({ status: 400, code: 'VALIDATION', field: 'pageSize' });
  });
});
