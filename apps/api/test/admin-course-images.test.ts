import { existsSync } from 'node:fs';
import path from 'node:path';
import { AdminCourseResponseSchema, CourseDetailResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { NOT_PICTURES, fileOf, filesIn, formWithImage, picture, pixelFlood, pngOfSize } from './support/pictures';
import { expectSuccess } from './support/responses';

const MB = 1024 * 1024;
const IMAGE_URL = /^\/uploads\/courses\/[A-Za-z0-9_-]{32}\/(page|card)\.webp$/;

const FIELDS = { title: 'Essay Clinic', description: 'Drafts read line by line.', category: 'Manara', currentPrice: '450.50', oldPrice: '' };

describe.each(testDrivers())('course pictures on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, rateLimits: ROOMY_RATE_LIMITS });
  const send = (method: 'POST' | 'PATCH', pathname: string, token: string | undefined, form: FormData) =>
    api.send(method, pathname, { form, ...(token ? { token } : {}) });

  async function served(url: string) {
    const response = await api.send('GET', url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    return sharp(Buffer.from(await response.arrayBuffer())).metadata();
  }

  it('stores a chosen picture in two sizes without metadata, takes multipart prices as numbers, and the card and page show it', async () => {
    const boss = await signedInAdmin(api);
    const jpeg = await picture('jpeg', { width: 2000, height: 1000 });
    const response = await send('POST', '/api/admin/courses', boss.token, formWithImage(FIELDS, fileOf(jpeg, 'cover.jpg', 'image/jpeg')));
    const course = (await expectSuccess(response, AdminCourseResponseSchema, 201)).data.course;
    expect(course).toMatchObject({ title: 'Essay Clinic', currentPrice: 450.5, oldPrice: 0, status: 'draft' });
    const { url, cardUrl, public_id: key } = course.image ?? {};
    expect(url).toMatch(IMAGE_URL);
    expect(cardUrl).toMatch(IMAGE_URL);
    expect(url?.startsWith(`/uploads/${key}/`)).toBe(true);

    const page = await served(url ?? '');
    expect(page).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    expect(page.exif).toBeUndefined();
    expect(await served(cardUrl ?? '')).toMatchObject({ width: 640, height: 320 });

    await api.send('PATCH', `/api/admin/courses/${course._id}/status`, { token: boss.token, body: { status: 'published' } });
    const latest = (await expectSuccess(await api.send('GET', '/api/courses?page=1'), CoursesPageResponseSchema)).data.courses[0];
    expect(latest).toMatchObject({ _id: course._id, image: { url, cardUrl } });
    const detail = (await expectSuccess(await api.send('GET', `/api/courses/${course._id}`), CourseDetailResponseSchema)).data.course;
    expect(detail.image?.url).toBe(url);
  });

  it('replaces the picture and deletes the old files; a form without one (JSON or an empty part) keeps it', async () => {
    const boss = await signedInAdmin(api);
    const saved = async (response: Response, status = 200) => (await expectSuccess(response, AdminCourseResponseSchema, status)).data.course;
    const png = fileOf(await picture('png', { width: 300, height: 200 }), 'a.png', 'image/png');
    const first = await saved(await send('POST', '/api/admin/courses', boss.token, formWithImage(FIELDS, png)), 201);
    const oldFile = path.join(api.uploadDir, ...(first.image?.url ?? '').replace(/^\/uploads\//, '').split('/'));
    expect(existsSync(oldFile)).toBe(true);

    const jpeg = fileOf(await picture('jpeg', { width: 320, height: 200 }), 'b.jpg', 'image/jpeg');
    const second = await saved(await send('PATCH', `/api/admin/courses/${first._id}`, boss.token, formWithImage({ ...FIELDS, title: 'Essay Clinic II' }, jpeg)));
    expect(second.image?.url).not.toBe(first.image?.url);
    expect(existsSync(oldFile)).toBe(false);

    const kept = await saved(await send('PATCH', `/api/admin/courses/${first._id}`, boss.token, formWithImage({ ...FIELDS, oldPrice: '500' }, fileOf('', '', 'application/octet-stream'))));
    expect(kept).toMatchObject({ oldPrice: 500, image: second.image });
    const json = await api.send('PATCH', `/api/admin/courses/${first._id}`, { token: boss.token, body: { ...FIELDS, currentPrice: 450.5, oldPrice: undefined } });
    expect((await saved(json)).image).toEqual(second.image);
  });

  it.each([
    ...NOT_PICTURES,
    ['a GIF (a picture, but not one a course takes)', async () => fileOf(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer(), 'x.gif', 'image/gif')],
    ['a pixel flood (100 000 × 100 000 claimed in a few bytes)', async () => fileOf(await pixelFlood(100_000), 'flood.png', 'image/png')],
    ['text in the image field', () => 'https://example.com/cover.png'],
  ])('refuses %s with a 400, stores nothing and creates no course', async (_name, makeImage) => {
    const boss = await signedInAdmin(api);
    const before = await filesIn(api.uploadDir);
    const title = `Refused ${Math.random()}`;
    expect(await errorCodeOf(await send('POST', '/api/admin/courses', boss.token, formWithImage({ ...FIELDS, title }, await makeImage())))).toEqual({ status: 400, code: 'COURSE_IMAGE_NOT_AN_IMAGE' });
    expect(await filesIn(api.uploadDir)).toEqual(before);
    const listed = await api.send('GET', `/api/admin/courses?search=${encodeURIComponent(title)}`, { token: boss.token });
    expect(((await listed.json()) as { data: { courses: unknown[] } }).data.courses).toEqual([]);
  });

  it.each([
    ['just over 5 MB', 5 * MB + 1],
    ['far over 5 MB (refused by its length before it is read)', 12 * MB],
  ])('refuses a file %s with a 413', async (_name, size) => {
    const boss = await signedInAdmin(api);
    expect(await errorCodeOf(await send('POST', '/api/admin/courses', boss.token, formWithImage(FIELDS, await pngOfSize(size))))).toEqual({ status: 413, code: 'COURSE_IMAGE_TOO_LARGE' });
  });

  it('checks the fields before the picture: a bad price is a 400 naming it, and nothing is stored', async () => {
    const boss = await signedInAdmin(api);
    const before = await filesIn(api.uploadDir);
    const form = formWithImage({ ...FIELDS, currentPrice: 'free' }, fileOf(await picture('png', { width: 20, height: 20 }), 'a.png', 'image/png'));
    expect(await errorCodeOf(await send('POST', '/api/admin/courses', boss.token, form))).toEqual({ status: 400, code: 'VALIDATION', field: 'currentPrice' });
    expect(await filesIn(api.uploadDir)).toEqual(before);
  });

  it('refuses a learner\'s upload with a 403 and a visitor\'s with a 401', async () => {
    const learner = await signedUpUser(api);
    const form = () => formWithImage(FIELDS, fileOf('x', 'a.png', 'image/png'));
    expect(await errorCodeOf(await send('POST', '/api/admin/courses', learner.token, form()))).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    expect(await errorCodeOf(await send('POST', '/api/admin/courses', undefined, form()))).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
  });
});
