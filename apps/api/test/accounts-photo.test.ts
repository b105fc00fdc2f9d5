import { existsSync } from 'node:fs';
import path from 'node:path';
import { UserResponseSchema } from '@manara/api-client/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorOf, signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { NOT_PICTURES, fileOf, filesIn, formWithImage, picture, pngOfSize } from './support/pictures';
import { PLEASE_LOG_IN, expectSuccess } from './support/responses';

const NOT_AN_IMAGE = { status: 400, message: 'Please choose an image file (JPEG, PNG, WebP or GIF).' };
const TOO_LARGE = { status: 413, message: 'Please choose a photo of 2 MB or less.' };
const PHOTO_URL = /^\/uploads\/avatars\/[A-Za-z0-9_-]{32}\.webp$/;
const MB = 1024 * 1024;

const NAMES = { firstName: 'Mona', lastName: 'Adel' };

describe.each(testDrivers())('profile photo upload on $name', (driver) => {
  const api = useAccountsApi(driver);
  const upload = (token: string | undefined, form: FormData) => api.send('PATCH', '/api/users/profile', { form, ...(token ? { token } : {}) });
  const uploaded = async (token: string, form: FormData) => (await expectSuccess(await upload(token, form), UserResponseSchema)).data.user;

  /** The stored photo, fetched the way a browser would, with its headers checked. */
  async function servedPhoto(url: string) {
    const response = await api.send('GET', url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    return { bytes, metadata: await sharp(bytes).metadata() };
  }

  const photoFile = (url: string) => path.join(api.uploadDir, ...url.replace(/^\/uploads\//, '').split('/'));

  it('stores a JPEG as a WebP without its metadata, turned upright, and every answer points at it', async () => {
    const user = await signedUpUser(api);
    // Stored sideways: EXIF orientation 6 says "turn 90° clockwise to show".
    const jpeg = await picture('jpeg', { width: 300, height: 200, orientation: 6 });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const saved = await uploaded(user.token, formWithImage({ ...NAMES, phoneNumber: '01512345678' }, fileOf(jpeg, 'me.jpg', 'image/jpeg')));
    expect(saved).toMatchObject({ ...NAMES, phoneNumber: '01512345678', image: { url: expect.stringMatching(PHOTO_URL) } });
    const url = saved.image?.url ?? '';

    const { metadata } = await servedPhoto(url);
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    const me = await expectSuccess(await api.send('GET', '/api/users/profile', { token: user.token }), UserResponseSchema);
    expect(me.data.user.image).toEqual({ url });
    const login = await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
    expect(((await login.json()) as { data: { user: unknown } }).data.user).toMatchObject({ image: { url } });
  });

  it('shrinks a PNG to fit 512 × 512 and keeps its proportions', async () => {
    const user = await signedUpUser(api);
    const png = await picture('png', { width: 1200, height: 900 });
    // Named and declared as something else: only the bytes count.
    const saved = await uploaded(user.token, formWithImage(NAMES, fileOf(png, 'photo.txt', 'text/plain')));
    const { metadata } = await servedPhoto(saved.image?.url ?? '');
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(metadata.exif).toBeUndefined();
  });

  it('replaces the photo and deletes the old file; text-only updates keep it', async () => {
    const user = await signedUpUser(api);
    const first = await uploaded(user.token, formWithImage(NAMES, fileOf(await picture('png', { width: 40, height: 40 }), 'a.png', 'image/png')));
    const firstUrl = first.image?.url ?? '';
    expect(existsSync(photoFile(firstUrl))).toBe(true);

    const second = await uploaded(user.token, formWithImage(NAMES, fileOf(await picture('jpeg', { width: 60, height: 60 }), 'b.jpg', 'image/jpeg')));
    const secondUrl = second.image?.url ?? '';
    expect(secondUrl).toMatch(PHOTO_URL);
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(photoFile(firstUrl))).toBe(false);
    expect((await api.send('GET', firstUrl)).status).toBe(404);
    await servedPhoto(secondUrl);

    // No file, and the empty file part a browser sends when nothing was chosen: the photo stays.
    expect((await uploaded(user.token, formWithImage({ ...NAMES, lastName: 'Samir' }))).image).toEqual({ url: secondUrl });
    expect((await uploaded(user.token, formWithImage(NAMES, fileOf('', '', 'application/octet-stream')))).image).toEqual({ url: secondUrl });
    const json = await api.send('PATCH', '/api/users/profile', { token: user.token, body: NAMES });
    expect((await expectSuccess(json, UserResponseSchema)).data.user.image).toEqual({ url: secondUrl });
    expect(existsSync(photoFile(secondUrl))).toBe(true);
  });

  it.each([
    ...NOT_PICTURES,
    ['random bytes declared image/png', () => fileOf(new Uint8Array(4096).map((_, i) => (i * 7919) % 251), 'photo.png', 'image/png')],
    ['a TIFF (a picture, but not one we take)', async () => fileOf(await picture('tiff', { width: 20, height: 20 }), 'x.tiff', 'image/tiff')],
    ['text in the image field', () => 'https://example.com/me.png'],
  ])('refuses %s with 400 and changes nothing', async (_name, makeImage) => {
    const user = await signedUpUser(api);
    const before = await filesIn(api.uploadDir);
    expect(await errorOf(await upload(user.token, formWithImage({ ...NAMES, lastName: 'Changed' }, await makeImage())))).toEqual(NOT_AN_IMAGE);
    expect(await filesIn(api.uploadDir)).toEqual(before);
    const me = await expectSuccess(await api.send('GET', '/api/users/profile', { token: user.token }), UserResponseSchema);
    expect(me.data.user).toMatchObject({ lastName: 'Hassan' });
    expect(me.data.user.image).toBeUndefined();
  });

  it.each([
    ['just over 2 MB', 2 * MB + 1],
    ['far over 2 MB', 5 * MB],
  ])('refuses a file %s with 413', async (_name, size) => {
    const user = await signedUpUser(api);
    const before = await filesIn(api.uploadDir);
    expect(await errorOf(await upload(user.token, formWithImage(NAMES, await pngOfSize(size))))).toEqual(TOO_LARGE);
    expect(await filesIn(api.uploadDir)).toEqual(before);
  });

  it('refuses an oversized body by its Content-Length before reading it', async () => {
    const user = await signedUpUser(api);
    const response = await api.send('PATCH', '/api/users/profile', {
      token: user.token,
      form: formWithImage(NAMES),
      headers: { 'Content-Length': String(3 * MB) },
    });
    expect(await errorOf(response)).toEqual(TOO_LARGE);
  });

  it.each([
    [{ lastName: 'Adel' }, 'First name is required'],
    [{ firstName: 'Mona', lastName: '  ' }, 'Last name is required'],
    [{ ...NAMES, phoneNumber: '02123456789' }, 'invalid Phone number '],
  ])('answers a form %o with the schema message %j, photo or not', async (fields, message) => {
    const user = await signedUpUser(api);
    const before = await filesIn(api.uploadDir);
    const png = fileOf(await picture('png', { width: 16, height: 16 }), 'me.png', 'image/png');
    expect(await errorOf(await upload(user.token, formWithImage(fields, png)))).toEqual({ status: 400, message });
    expect(await errorOf(await upload(user.token, formWithImage(fields)))).toEqual({ status: 400, message });
    expect(await filesIn(api.uploadDir)).toEqual(before);
  });

  it('needs a session, and stores nothing without one', async () => {
    const before = await filesIn(api.uploadDir);
    const png = fileOf(await picture('png', { width: 16, height: 16 }), 'me.png', 'image/png');
    expect(await errorOf(await upload(undefined, formWithImage(NAMES, png)))).toEqual(PLEASE_LOG_IN);
    expect(await errorOf(await upload('not.a.token', formWithImage(NAMES, png)))).toEqual(PLEASE_LOG_IN);
    expect(await filesIn(api.uploadDir)).toEqual(before);
  });

  it('serves nothing but stored photos under /uploads', async () => {
    expect((await api.send('GET', '/uploads/avatars/missing.webp')).status).toBe(404);
    expect((await api.send('GET', '/uploads/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await api.send('GET', '/uploads/avatars%2F..%2F..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await api.send('GET', '/uploads/')).status).toBe(404);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
