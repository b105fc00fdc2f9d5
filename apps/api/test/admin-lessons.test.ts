import {
  AdminLessonResponseSchema,
  AuditLogResponseSchema,
  CourseDetailResponseSchema,
  DeletedLessonResponseSchema,
  LessonsResponseSchema,
} from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { lessons } from '../src/db/schema';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { block, seededCourse, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';


const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Writing your first draft',
  description: 'From notes to a page.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  duration: 12.5,
  order: 31,
  section: 'Drafting',
  ...overrides,
});

describe.each(testDrivers())('the admin lessons on $name', (driver) => {
  const api = useAdminApi(driver);

  const course = () => seededCourse(api, 'Build Your Global Profile');
  const detail = async (courseId: string) => (await expectSuccess(await api.send('GET', `/api/courses/${courseId}`), CourseDetailResponseSchema)).data.course;

  it('answers each lesson route 401 signed out, 403 to a learner and a blocked learner, and 2xx to an admin', async () => {
    const boss = await signedInAdmin(api);
    const plain = await signedUpUser(api);
    const blocked = await signedUpUser(api);
    await block(api, await userIdOf(api, blocked.email));
    const { id: courseId } = await course();
    const created = v.parse(AdminLessonResponseSchema, await (await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form() })).json()).data.lesson;
    for (const [method, path, body] of [
      ['POST', `/api/admin/courses/${courseId}/lessons`, form()],
      ['PUT', `/api/admin/lessons/${created._id}`, form()],
      ['DELETE', `/api/admin/lessons/${created._id}`, undefined],
    ] as const) {
      const send = (token?: string) => api.send(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
      expect(await errorCodeOf(await send()), `${method} ${path}`).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
      expect(await errorCodeOf(await send(plain.token)), `${method} ${path}`).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
      expect(await errorCodeOf(await send(blocked.token)), `${method} ${path}`).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
      expect([200, 201], `${method} ${path}`).toContain((await send(boss.token)).status);
    }
  });

  it('adds a lesson (private by default, the video kept as its watch link), and the course totals and lessons follow at once', async () => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const before = await detail(courseId);
    const response = await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form() });
    expect(response.status).toBe(201);
    const { lesson } = v.parse(AdminLessonResponseSchema, await response.json()).data;
    expect(lesson).toMatchObject({ title: 'Writing your first draft', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: 12.5, order: 31, isPrivate: true, section: 'Drafting' });
    const after = await detail(courseId);
    expect(after.totalLessons).toBe((before.totalLessons ?? 0) + 1);
    expect(after.totalDuration).toBeCloseTo((before.totalDuration ?? 0) + 12.5, 5);
    // The call the lesson manager makes again after a change, with the admin's token: the private video included.
    const listed = (await expectSuccess(await api.send('GET', `/api/courses/${courseId}/lessons`, { token: boss.token }), LessonsResponseSchema)).data.lessons;
    expect(listed.find((row) => row._id === lesson._id)?.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const anonymous = (await expectSuccess(await api.send('GET', `/api/courses/${courseId}/lessons`), LessonsResponseSchema)).data.lessons;
    expect(anonymous.find((row) => row._id === lesson._id)?.videoUrl).toBeUndefined();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('takes the video link %s in any YouTube form', async (videoUrl) => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const response = await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form({ videoUrl, isPrivate: false }) });
    const { lesson } = v.parse(AdminLessonResponseSchema, await response.json()).data;
    expect(lesson).toMatchObject({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', isPrivate: false });
  });

  it.each([
    ['videoUrl', { videoUrl: 'https://vimeo.com/123456789' }],
    ['videoUrl', { videoUrl: 'https://www.youtube.com/watch?v=short' }],
    ['videoUrl', { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ' }],
    ['duration', { duration: -1 }],
    ['duration', { duration: 1.234 }],
    ['order', { order: 0 }],
    ['order', { order: 1.5 }],
    ['title', { title: '   ' }],
    ['isPrivate', { isPrivate: 'yes' }],
    ['durationSeconds', { durationSeconds: 0 }],
    ['durationSeconds', { durationSeconds: 'long' }],
    ['durationSeconds', { durationSeconds: 86_401 }],
  ])('refuses a bad %s with a 400 that names it, and saves nothing', async (field, overrides) => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const count = async () => (await api.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId))).length;
    const before = await count();
    expect(await errorCodeOf(await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form(overrides) }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      field,
    });
    expect(await count()).toBe(before);
  });

  it('edits a lesson, deletes it, and the audit log has each change with only the fields that changed', async () => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const created = await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form() });
    const { lesson } = v.parse(AdminLessonResponseSchema, await created.json()).data;
    const edited = (await expectSuccess(await api.send('PUT', `/api/admin/lessons/${lesson._id}`, { token: boss.token, body: form({ title: 'Your first draft', isPrivate: false }) }), AdminLessonResponseSchema)).data.lesson;
    expect(edited).toMatchObject({ title: 'Your first draft', isPrivate: false, order: 31 });
    const totals = (await detail(courseId)).totalLessons ?? 0;
    expect((await expectSuccess(await api.send('DELETE', `/api/admin/lessons/${lesson._id}`, { token: boss.token }), DeletedLessonResponseSchema)).data.lessonId).toBe(lesson._id);
    expect((await detail(courseId)).totalLessons).toBe(totals - 1);
    expect(await errorCodeOf(await api.send('DELETE', `/api/admin/lessons/${lesson._id}`, { token: boss.token }))).toMatchObject({ status: 404, code: 'LESSON_NOT_FOUND' });

    const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${lesson._id}`, { token: boss.token }), AuditLogResponseSchema)).data;
    expect(log.entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['lesson.delete', expect.objectContaining({ title: 'Your first draft', isPrivate: false, courseId }), {}],
      ['lesson.update', { title: 'Writing your first draft', isPrivate: true }, { title: 'Your first draft', isPrivate: false }],
      ['lesson.create', {}, expect.objectContaining({ title: 'Writing your first draft', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', order: 31 })],
    ]);
  });

  it("keeps the length measured in the admin's browser, keeps it while the video stays, and forgets it when the video changes", async () => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const created = await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form({ durationSeconds: 212.4 }) });
    const { lesson } = (await expectSuccess(created, AdminLessonResponseSchema, 201)).data;
    expect(lesson).toMatchObject({ duration: 12.5, durationSeconds: 212.4, lengthFlagged: false });
    const renamed = await api.send('PUT', `/api/admin/lessons/${lesson._id}`, { token: boss.token, body: form({ title: 'Renamed' }) });
    expect((await expectSuccess(renamed, AdminLessonResponseSchema)).data.lesson.durationSeconds).toBe(212.4);
    const newVideo = await api.send('PUT', `/api/admin/lessons/${lesson._id}`, { token: boss.token, body: form({ videoUrl: 'https://youtu.be/aaaaaaaaaaa' }) });
    expect((await expectSuccess(newVideo, AdminLessonResponseSchema)).data.lesson.durationSeconds).toBeNull();
    const measured = await api.send('PUT', `/api/admin/lessons/${lesson._id}`, { token: boss.token, body: form({ videoUrl: 'https://youtu.be/aaaaaaaaaaa', durationSeconds: 95 }) });
    expect((await expectSuccess(measured, AdminLessonResponseSchema)).data.lesson.durationSeconds).toBe(95);
    const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${lesson._id}`, { token: boss.token }), AuditLogResponseSchema)).data;
    expect(log.entries[0]?.after).toEqual({ durationSeconds: 95 });
  });

  it('measures a lesson alone with PUT /admin/lessons/{id}/length, refusing a length that is not one', async () => {
    const boss = await signedInAdmin(api);
    const { id: courseId } = await course();
    const { lesson } = (await expectSuccess(await api.send('POST', `/api/admin/courses/${courseId}/lessons`, { token: boss.token, body: form() }), AdminLessonResponseSchema, 201)).data;
    expect(lesson.durationSeconds).toBeNull();
    for (const durationSeconds of [0, -3, 'long', null]) {
      expect(await errorCodeOf(await api.send('PUT', `/api/admin/lessons/${lesson._id}/length`, { token: boss.token, body: { durationSeconds } }))).toEqual({
        status: 400,
        code: 'VALIDATION',
        field: 'durationSeconds',
      });
    }
    const measured = await api.send('PUT', `/api/admin/lessons/${lesson._id}/length`, { token: boss.token, body: { durationSeconds: 754 } });
    expect((await expectSuccess(measured, AdminLessonResponseSchema)).data.lesson).toMatchObject({ title: 'Writing your first draft', duration: 12.5, durationSeconds: 754 });
    expect(await errorCodeOf(await api.send('PUT', '/api/admin/lessons/00000000-0000-4000-8000-000000000000/length', { token: boss.token, body: { durationSeconds: 5 } }))).toMatchObject({
      status: 404,
      code: 'LESSON_NOT_FOUND',
    });
  });

  it('answers an unknown course or lesson with not found', async () => {
    const boss = await signedInAdmin(api);
    expect(await errorCodeOf(await api.send('POST', '/api/admin/courses/00000000-0000-4000-8000-000000000000/lessons', { token: boss.token, body: form() }))).toMatchObject({ status: 404, code: 'COURSE_NOT_FOUND' });
    expect(await errorCodeOf(await api.send('PUT', '/api/admin/lessons/nope', { token: boss.token, body: form() }))).toMatchObject({ status: 404, code: 'LESSON_NOT_FOUND' });
  });
});
