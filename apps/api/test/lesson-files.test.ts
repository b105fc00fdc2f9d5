import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CourseDetailResponseSchema, DeletedLessonFileResponseSchema, LessonFileResponseSchema, LessonsResponseSchema } from '@manara/api-client/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, lessonFiles, lessons } from '../src/db/schema';
import { seedLessonFilesDir } from '../src/paths';
import { localDiskStorage } from '../src/uploads/local-disk-storage';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from '../src/uploads/stored-files';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { enrolledLearnerIn } from './support/learning';
import { PAID_COURSE, block, createPayment, seededCourse, userIdOf } from './support/payments';
import { fileOf, picture } from './support/pictures';
import { expectSuccess } from './support/responses';

const MB = 1024 * 1024;

/** A small real PDF: one page of text. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function fileForm(name: string | undefined, file: File) {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  form.append('file', file);
  return form;
}

describe.each(testDrivers())('lesson files on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, rateLimits: ROOMY_RATE_LIMITS });

  const upload = (token: string, lessonId: string, form: FormData) => api.send('POST', `/api/admin/lessons/${lessonId}/files`, { token, form });
  const lessonsSeenBy = async (courseId: string, token?: string) =>
    (await expectSuccess(await api.send('GET', `/api/lessons/courses/${courseId}/lessons`, token ? { token } : {}), LessonsResponseSchema)).data.lessons;
  const pdfCount = async (courseId: string) => (await expectSuccess(await api.send('GET', `/api/courses/${courseId}`), CourseDetailResponseSchema)).data.course.stats.pdfs;
  const keyOf = async (fileId: string) => (await api.db.select({ key: lessonFiles.key }).from(lessonFiles).where(eq(lessonFiles.id, fileId)))[0]?.key ?? '';
  const storedKeys = async (lessonId: string) => (await api.db.select({ key: lessonFiles.key }).from(lessonFiles).where(eq(lessonFiles.lessonId, lessonId))).map((row) => row.key);

  /** A subscriber of a free course, an admin, and a PDF the admin attached to the course's second (private) lesson. */
  async function attached(name = 'Session worksheet') {
    const learner = await enrolledLearnerIn(api);
    const boss = await signedInAdmin(api);
    const lesson = learner.lessons[1];
    if (!lesson) throw new Error('The free course has one lesson only');
    const file = (await expectSuccess(await upload(boss.token, lesson.id, fileForm(name, fileOf(PDF, 'worksheet.pdf', 'application/pdf'))), LessonFileResponseSchema, 201)).data.file;
    return { ...learner, boss, lesson, file };
  }

  it('attaches a PDF under its display name, keeps it in the storage out of reach of /uploads, and counts it on the course page', async () => {
    const learner = await enrolledLearnerIn(api);
    const boss = await signedInAdmin(api);
    const lesson = learner.lessons[1];
    if (!lesson) throw new Error('The free course has one lesson only');
    const before = await pdfCount(learner.course.id);

    const response = await upload(boss.token, lesson.id, fileForm('  CV checklist ', fileOf(PDF, 'anything.bin', 'application/octet-stream')));
    const { file } = (await expectSuccess(response, LessonFileResponseSchema, 201)).data;
    expect(file).toEqual({ _id: expect.any(String), name: 'CV checklist', size: PDF.length, url: `/api/lessons/${lesson.id}/files/${file._id}` });

    const key = await keyOf(file._id);
    expect(key).toMatch(/^lesson-files\/[A-Za-z0-9_-]{32}\.pdf$/);
    expect(new Uint8Array(await readFile(path.join(api.uploadDir, key)))).toEqual(PDF);
    // The storage's own address serves nothing: only the download route hands the bytes out.
    expect((await api.send('GET', `/uploads/${key}`)).status).toBe(404);
    expect(await pdfCount(learner.course.id)).toBe(before + 1);
  });

  it('refuses a PNG named .pdf (415), a file over 20 MB (413), no file, and no name, storing nothing', async () => {
    const { lesson, boss } = await attached();
    const keys = await storedKeys(lesson.id);
    const png = await picture('png', { width: 8, height: 8 });
    const refusals = [
      [fileForm('Fake', fileOf(png, 'worksheet.pdf', 'application/pdf')), { status: 415, code: 'LESSON_FILE_NOT_A_PDF' }],
      [fileForm('Huge', fileOf(new Uint8Array([...PDF, ...new Uint8Array(20 * MB)]), 'huge.pdf', 'application/pdf')), { status: 413, code: 'LESSON_FILE_TOO_LARGE' }],
      [fileForm('Empty', fileOf(new Uint8Array(), 'empty.pdf', 'application/pdf')), { status: 415, code: 'LESSON_FILE_NOT_A_PDF' }],
      [fileForm(undefined, fileOf(PDF, 'nameless.pdf', 'application/pdf')), { status: 400, code: 'VALIDATION', field: 'name' }],
      [fileForm('   ', fileOf(PDF, 'blank.pdf', 'application/pdf')), { status: 400, code: 'VALIDATION', field: 'name' }],
    ] as const;
    for (const [form, expected] of refusals) {
      const response = await upload(boss.token, lesson.id, form);
      const body = (await response.clone().json()) as { message: string };
      expect(await errorCodeOf(response), JSON.stringify(body)).toEqual(expected);
      expect(body.message).not.toBe('');
    }
    expect(await storedKeys(lesson.id)).toEqual(keys);
    expect(await errorCodeOf(await upload(boss.token, '00000000-0000-4000-8000-000000000000', fileForm('Lost', fileOf(PDF, 'a.pdf', 'application/pdf'))))).toEqual({
      status: 404,
      code: 'LESSON_NOT_FOUND',
    });
  });

  it('lists the files to a subscriber and an admin, and to nobody else', async () => {
    const { user, course, lesson, file, boss } = await attached('Reading list');
    const stranger = await signedUpUser(api);
    const withFiles = (await lessonsSeenBy(course.id, user.token)).find((row) => row._id === lesson.id);
    expect(withFiles?.files).toContainEqual(file);
    expect((await lessonsSeenBy(course.id, boss.token)).find((row) => row._id === lesson.id)?.files).toContainEqual(file);
    for (const token of [undefined, stranger.token]) {
      const seen = await api.send('GET', `/api/lessons/courses/${course.id}/lessons`, token ? { token } : {});
      expect(await seen.text()).not.toContain('/files/');
    }
    expect(await (await api.send('GET', `/api/courses/${course.id}`)).text()).not.toContain('/files/');
  });

  it('downloads to a subscriber with its name, as a PDF the browser may not sniff', async () => {
    const { user, file } = await attached('Worksheet: week 1');
    const response = await api.send('GET', file.url, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Worksheet: week 1.pdf"; filename*=UTF-8''Worksheet%3A%20week%201.pdf`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('refuses the download to a visitor, a learner without the course, a learner of another course and a blocked subscriber', async () => {
    const { user, course, file } = await attached();
    const stranger = await signedUpUser(api);
    const [other] = await api.db.select({ id: courses.id }).from(courses).where(and(eq(courses.currentPrice, 0), ne(courses.id, course.id))).limit(1);
    const otherLearner = await signedUpUser(api);
    expect((await createPayment(api, other?.id ?? '', { token: otherLearner.token })).status).toBe(200);
    const buyer = await signedUpUser(api);
    // A payment started for the paid course gives nothing of the free one.
    await createPayment(api, (await seededCourse(api, PAID_COURSE)).id, { token: buyer.token });

    expect(await errorCodeOf(await api.send('GET', file.url))).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
    for (const learner of [stranger, otherLearner, buyer]) {
      expect(await errorCodeOf(await api.send('GET', file.url, { token: learner.token }))).toEqual({ status: 403, code: 'NOT_SUBSCRIBED' });
    }
    // Another lesson's address with this file's id finds nothing.
    const [elsewhere] = await api.db.select({ id: lessons.id }).from(lessons).where(ne(lessons.courseId, course.id)).limit(1);
    expect(await errorCodeOf(await api.send('GET', `/api/lessons/${elsewhere?.id}/files/${file._id}`, { token: user.token }))).toEqual({ status: 404, code: 'LESSON_FILE_NOT_FOUND' });
    await block(api, await userIdOf(api, user.email));
    expect(await errorCodeOf(await api.send('GET', file.url, { token: user.token }))).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
  });

  it('removes a file: gone from the list, the count, the download and the storage', async () => {
    const { user, course, lesson, file, boss } = await attached('To remove');
    const key = await keyOf(file._id);
    const count = await pdfCount(course.id);
    const removed = await api.send('DELETE', `/api/admin/lessons/${lesson.id}/files/${file._id}`, { token: boss.token });
    expect((await expectSuccess(removed, DeletedLessonFileResponseSchema)).data.fileId).toBe(file._id);
    expect((await lessonsSeenBy(course.id, user.token)).find((row) => row._id === lesson.id)?.files).not.toContainEqual(file);
    expect(await pdfCount(course.id)).toBe(count - 1);
    expect(await errorCodeOf(await api.send('GET', file.url, { token: user.token }))).toEqual({ status: 404, code: 'LESSON_FILE_NOT_FOUND' });
    expect(existsSync(path.join(api.uploadDir, key))).toBe(false);
    expect(await errorCodeOf(await api.send('DELETE', `/api/admin/lessons/${lesson.id}/files/${file._id}`, { token: boss.token }))).toEqual({ status: 404, code: 'LESSON_FILE_NOT_FOUND' });
  });

  it('keeps a lesson’s PDFs from the orphan sweep until the lesson is deleted', async () => {
    const { lesson, file, boss } = await attached('Kept');
    const key = await keyOf(file._id);
    const later = new Date(Date.now() + 2 * ORPHAN_GRACE_MS);
    const storage = localDiskStorage(api.uploadDir);
    expect(await sweepOrphanedFiles(api.db, storage, later)).not.toContain(key);
    expect((await api.send('DELETE', `/api/admin/lessons/${lesson.id}`, { token: boss.token })).status).toBe(200);
    expect(await sweepOrphanedFiles(api.db, storage, later)).toContain(key);
    expect(existsSync(path.join(api.uploadDir, key))).toBe(false);
  });

  it('seeds the demo PDFs through the storage: counted on the featured course and downloaded by an admin', async () => {
    const boss = await signedInAdmin(api);
    const featured = await seededCourse(api, PAID_COURSE);
    expect(await pdfCount(featured.id)).toBe(2);
    const files = (await lessonsSeenBy(featured.id, boss.token)).flatMap((row) => row.files ?? []);
    expect(files.map((file) => file.name)).toEqual(['Profile audit checklist', 'Application calendar']);
    const response = await api.send('GET', files[0]?.url ?? '', { token: boss.token });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await readFile(path.join(seedLessonFilesDir, 'profile-audit-checklist.pdf'))));
  });
});
