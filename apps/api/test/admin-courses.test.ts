import { AdminCoursesResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { block, seededCourse, testSandbox, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

describe.each(testDrivers())('the admin courses list on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, rateLimits: ROOMY_RATE_LIMITS, payments: () => ({ provider: testSandbox() }) });

  const list = async (token: string, query: string) =>
    (await expectSuccess(await api.send('GET', `/api/admin/courses?${query}`, { token }), AdminCoursesResponseSchema)).data;

  it('answers 401 signed out, 403 to a learner and a blocked learner', async () => {
    const plain = await signedUpUser(api);
    const blocked = await signedUpUser(api);
    await block(api, await userIdOf(api, blocked.email));
    expect(await errorCodeOf(await api.send('GET', '/api/admin/courses'))).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
    expect(await errorCodeOf(await api.send('GET', '/api/admin/courses', { token: plain.token }))).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    expect(await errorCodeOf(await api.send('GET', '/api/admin/courses', { token: blocked.token }))).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
  });

  it('pages every course by 10, a draft included, with its totals; the catalogue still hides the draft', async () => {
    const boss = await signedInAdmin(api);
    const draft = await seededCourse(api, 'Build Your Global Profile');
    await api.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft.id));
    const first = await list(boss.token, 'page=1');
    expect(first.courses).toHaveLength(10);
    expect(first.pagination).toMatchObject({ total: SEED_COURSES.length, totalPages: Math.ceil(SEED_COURSES.length / 10), hasNextPage: true });
    const found = (await list(boss.token, 'search=global%20PROFILE')).courses;
    expect(found.map((course) => [course._id, course.status])).toEqual([[draft.id, 'draft']]);
    expect(found[0]?.totalLessons).toBeGreaterThan(0);
    const catalogue = await expectSuccess(await api.send('GET', '/api/courses?page=1'), CoursesPageResponseSchema);
    expect(catalogue.data.pagination.total).toBe(SEED_COURSES.length - 1);
  });

  it('finds an Arabic title whatever alef the admin types, and refuses a malformed page', async () => {
    const boss = await signedInAdmin(api);
    const arabic = SEED_COURSES.find((course) => /[\u0600-\u06FF]/.test(course.title) && /[أإآ]/.test(course.title));
    if (!arabic) throw new Error('The seed has no Arabic title with a hamza');
    const typed = arabic.title.replace(/[أإآ]/g, 'ا').split(' ').slice(0, 2).join(' ');
    expect((await list(boss.token, `search=${encodeURIComponent(typed)}`)).courses.map((course) => course.title)).toContain(arabic.title);
    expect(await errorCodeOf(await api.send('GET', '/api/admin/courses?page=x', { token: boss.token }))).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
