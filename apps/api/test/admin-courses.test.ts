import {
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  AuditLogResponseSchema,
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  DeletedCourseResponseSchema,
  LessonsResponseSchema,
} from '@manara/api-client/schemas';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { block, createPayment, paidPayment, seededCourse, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

describe.each(testDrivers())('the admin courses list on $name', (driver) => {
  const api = useAdminApi(driver);

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

  const courseForm = (overrides: Record<string, unknown> = {}) => ({
    title: 'Scholarship Interviews in Arabic and English',
    description: 'Practice the questions panels ask.',
    category: 'Manara',
    currentPrice: 350,
    ...overrides,
  });
  const created = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return v.parse(AdminCourseResponseSchema, await response.json()).data.course;
  };

  it('creates a draft that only admins see, builds its lessons, publishes it first in the catalogue, and can take it back', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api);
    const course = await created(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm() }));
    expect(course).toMatchObject({ title: 'Scholarship Interviews in Arabic and English', status: 'draft', currentPrice: 350, oldPrice: 0, totalLessons: 0 });
    expect((await api.send('GET', `/api/courses/${course._id}`)).status).toBe(404);
    expect((await api.send('GET', `/api/courses/${course._id}/lessons`, { token: learner.token })).status).toBe(404);

    const lesson = { title: 'Why panels ask', description: 'What a panel listens for.', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 5, order: 1 };
    expect((await api.send('POST', `/api/admin/courses/${course._id}/lessons`, { token: boss.token, body: lesson })).status).toBe(201);
    const lessons = (await expectSuccess(await api.send('GET', `/api/courses/${course._id}/lessons`, { token: boss.token }), LessonsResponseSchema)).data.lessons;
    expect(lessons.map((row) => row.title)).toEqual(['Why panels ask']);

    const published = (await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}/status`, { token: boss.token, body: { status: 'published' } }), AdminCourseResponseSchema)).data.course;
    expect(published).toMatchObject({ status: 'published', totalLessons: 1 });
    const latest = (await expectSuccess(await api.send('GET', '/api/courses?page=1'), CoursesPageResponseSchema)).data.courses;
    expect(latest[0]?._id).toBe(course._id);

    const renamed = (await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}`, { token: boss.token, body: courseForm({ title: 'مقابلات المنح الدراسية', oldPrice: 500 }) }), AdminCourseResponseSchema)).data.course;
    expect(renamed).toMatchObject({ title: 'مقابلات المنح الدراسية', oldPrice: 500, status: 'published' });
    const found = (await expectSuccess(await api.send('GET', `/api/courses/search?searchTerm=${encodeURIComponent('مقابلات المنح')}`), CourseListResponseSchema)).data;
    expect(found.map((row) => row._id)).toContain(course._id);

    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}/status`, { token: boss.token, body: { status: 'draft' } }), AdminCourseResponseSchema);
    expect((await api.send('GET', `/api/courses/${course._id}`)).status).toBe(404);

    const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${course._id}`, { token: boss.token }), AuditLogResponseSchema)).data;
    expect(log.entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['course.status', { status: 'published' }, { status: 'draft' }],
      ['course.update', { title: 'Scholarship Interviews in Arabic and English', oldPrice: 0 }, { title: 'مقابلات المنح الدراسية', oldPrice: 500 }],
      ['course.status', { status: 'draft' }, { status: 'published' }],
      ['course.create', {}, expect.objectContaining({ title: 'Scholarship Interviews in Arabic and English', status: 'draft', currentPrice: 350 })],
    ]);
  });

  it('deletes a course nobody holds, and refuses one a learner bought, saying to archive it', async () => {
    const boss = await signedInAdmin(api);
    const empty = await created(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm({ title: 'To delete' }) }));
    expect((await expectSuccess(await api.send('DELETE', `/api/admin/courses/${empty._id}`, { token: boss.token }), DeletedCourseResponseSchema)).data.courseId).toBe(empty._id);
    expect(await errorCodeOf(await api.send('DELETE', `/api/admin/courses/${empty._id}`, { token: boss.token }))).toMatchObject({ status: 404, code: 'COURSE_NOT_FOUND' });

    const bought = await seededCourse(api, 'Scholarship Essays That Win');
    const buyer = await signedUpUser(api);
    await paidPayment(api, buyer.token, bought.id);
    expect(await errorCodeOf(await api.send('DELETE', `/api/admin/courses/${bought.id}`, { token: boss.token }))).toMatchObject({ status: 409, code: 'COURSE_HAS_LEARNERS' });
    expect((await api.send('GET', `/api/courses/${bought.id}`)).status).toBe(200);
  });

  it('archives a course: out of the catalogue and search, closed to newcomers, still whole for the learner who bought it', async () => {
    const boss = await signedInAdmin(api);
    const course = await seededCourse(api, 'Scholarship Essays That Win');
    const buyer = await signedUpUser(api);
    const other = await signedUpUser(api);
    await paidPayment(api, buyer.token, course.id);
    const listed = async () => (await expectSuccess(await api.send('GET', '/api/courses?page=1'), CoursesPageResponseSchema)).data.pagination.total;
    const before = await listed();
    const archived = (await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course.id}/status`, { token: boss.token, body: { status: 'archived' } }), AdminCourseResponseSchema)).data.course;
    expect(archived.status).toBe('archived');

    expect(await listed()).toBe(before - 1);
    const search = (await expectSuccess(await api.send('GET', `/api/courses/search?searchTerm=${encodeURIComponent('Scholarship Essays')}`), CourseListResponseSchema)).data;
    expect(search.map((row) => row._id)).not.toContain(course.id);
    for (const token of [undefined, other.token]) {
      expect((await api.send('GET', `/api/courses/${course.id}`, token ? { token } : {})).status).toBe(404);
      expect((await api.send('GET', `/api/courses/${course.id}/lessons`, token ? { token } : {})).status).toBe(404);
    }
    expect(await errorCodeOf(await createPayment(api, course.id, { token: other.token }))).toMatchObject({ status: 404, code: 'COURSE_NOT_FOUND' });

    const mine = await expectSuccess(await api.send('GET', `/api/courses/${course.id}`, { token: buyer.token }), CourseDetailResponseSchema);
    expect(mine.data.course).toMatchObject({ status: 'archived', isSubscribed: true });
    expect(mine.data.course.lessons.every((lesson) => lesson.videoUrl !== undefined)).toBe(true);
    const held = await expectSuccess(await api.send('POST', '/api/courses/by-ids', { token: buyer.token, body: { ids: [course.id] } }), CoursesByIdsResponseSchema);
    expect(held.data.courses.map((row) => row._id)).toEqual([course.id]);
    expect((await api.send('GET', `/api/courses/${course.id}/subscription-status`, { token: buyer.token })).status).toBe(200);
  });

  it.each([
    ['title', { title: '' }],
    ['description', { description: '   ' }],
    ['category', { category: 'Other' }],
    ['currentPrice', { currentPrice: -1 }],
    ['currentPrice', { currentPrice: 10.005 }],
    ['oldPrice', { oldPrice: 100 }],
    ['instructor', { instructor: 'not-an-id' }],
  ])('refuses a bad %s with a 400 that names it', async (field, overrides) => {
    const boss = await signedInAdmin(api);
    expect(await errorCodeOf(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm(overrides) }))).toEqual({ status: 400, code: 'VALIDATION', field });
  });

  it('refuses an instructor nobody is, and answers each course route 401, 403 and 403 to the wrong callers', async () => {
    const boss = await signedInAdmin(api);
    expect(await errorCodeOf(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm({ instructor: '00000000-0000-4000-8000-000000000000' }) }))).toMatchObject({
      status: 400,
      code: 'INSTRUCTOR_NOT_FOUND',
    });
    const plain = await signedUpUser(api);
    const course = await created(await api.send('POST', '/api/admin/courses', { token: boss.token, body: courseForm({ title: 'Guarded' }) }));
    for (const [method, path, body] of [
      ['POST', '/api/admin/courses', courseForm()],
      ['PATCH', `/api/admin/courses/${course._id}`, courseForm()],
      ['PATCH', `/api/admin/courses/${course._id}/status`, { status: 'published' }],
      ['DELETE', `/api/admin/courses/${course._id}`, undefined],
    ] as const) {
      const send = (token?: string) => api.send(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
      expect(await errorCodeOf(await send()), `${method} ${path}`).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
      expect(await errorCodeOf(await send(plain.token)), `${method} ${path}`).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    }
  });
});
