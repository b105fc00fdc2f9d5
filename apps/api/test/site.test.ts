import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import type { DatabaseConnection } from '../src/db/connection';
import { SITE_NOT_BUILT_MESSAGE } from '../src/static/site-routes';
import { testDrivers } from './support/drivers';
import { FAKE_ASSET, FAKE_ROOT_FILE, isFakeSitePage } from './support/fake-site';
import { expectError, expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

const drivers = testDrivers();

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
const decode = async (response: Response, encoding: keyof typeof decoders) =>
  decoders[encoding](Buffer.from(await response.arrayBuffer())).toString('utf8');

describe.each(drivers)('serving the built site on $name', (driver) => {
  const api = useSeededApi(driver);

  it('serves index.html at / and revalidates it', async () => {
    const response = await api.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(isFakeSitePage(await response.text())).toBe(true);
  });

  it.each(['/courses', '/course/abc/lessons', '/search-results?query=ielts', '/about'])(
    'falls back to index.html for the client route %s',
    async (route) => {
      const response = await api.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(isFakeSitePage(await response.text())).toBe(true);
    },
  );

  it('caches hashed assets for good', async () => {
    const response = await api.request(FAKE_ASSET.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
    expect(await response.text()).toBe(FAKE_ASSET.body);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const)('sends a hashed asset asked with Accept-Encoding: %s as its %s twin', async (accepted, encoding) => {
    const response = await api.request(FAKE_ASSET.path, { headers: { 'Accept-Encoding': accepted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
    expect(await decode(response, encoding)).toBe(FAKE_ASSET.body);
  });

  it.each([undefined, 'identity'])('sends the plain asset when Accept-Encoding is %s, and says the answer varies', async (accepted) => {
    const response = await api.request(FAKE_ASSET.path, accepted ? { headers: { 'Accept-Encoding': accepted } } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE);
    expect(await response.text()).toBe(FAKE_ASSET.body);
  });

  it.each([
    ['/', 'gzip, deflate, br', 'br'],
    ['/courses', 'gzip, deflate, br', 'br'],
    ['/courses', 'gzip', 'gzip'],
  ] as const)('sends the page at %s compressed when asked (%s: %s), still revalidated', async (route, accepted, encoding) => {
    const response = await api.request(route, { headers: { 'Accept-Encoding': accepted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    // The address alone says the language (docs/product/languages.md): the page varies by its compression only.
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(isFakeSitePage(await decode(response, encoding))).toBe(true);
  });

  it('sends a file that has no twins as it is', async () => {
    const response = await api.request(FAKE_ROOT_FILE.path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(FAKE_ROOT_FILE.body);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await api.request(FAKE_ROOT_FILE.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    await expectError(await api.request('/assets/index-000000.js'), 404);
  });

  it('does not answer API or media paths with the page', async () => {
    await expectError(await api.request('/api/unknown'), 404, 'Not found');
    await expectError(await api.request('/media/covers/missing.webp'), 404, 'Not found');
    await expectError(await api.request('/courses', { method: 'POST' }), 404, 'Not found');
  });

  it('serves shipped media with a long cache lifetime', async () => {
    const response = await api.request('/media/covers/build-your-global-profile.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('does not serve files outside the site folder', async () => {
    for (const attempt of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await api.request(attempt);
      expect(await response.text()).not.toContain('"name"');
    }
  });
});

describe.each(drivers)('when the site is not built, on $name', (driver) => {
  let connection: DatabaseConnection;
  let app: ReturnType<typeof createApp>;
  let emptyDir: string;

  beforeAll(async () => {
    connection = await driver.openEmpty();
    await connection.migrate();
    emptyDir = await mkdtemp(path.join(tmpdir(), 'manara-no-site-'));
    app = createApp({ db: connection.db, siteDir: path.join(emptyDir, 'dist') });
  });
  afterAll(async () => {
    await connection.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('answers / with a short plain message', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(SITE_NOT_BUILT_MESSAGE);
  });

  it('still serves the API', async () => {
    const { courses } = (await expectSuccess(await app.request('/api/courses'), CoursesPageResponseSchema)).data;
    expect(courses).toEqual([]);
  });
});
