import { CoursesPageResponseSchema, INTERNAL_ERROR_MESSAGE, successEnvelope } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { testDrivers } from './support/drivers';
import { expectError, expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

const HealthResponseSchema = successEnvelope(v.object({ ok: v.literal(true) }));

describe.each(testDrivers({ alsoEmbedded: true }))('API errors and headers on $name', (driver) => {
  const api = useSeededApi(driver);

  it('reports health', async () => {
    await expectSuccess(await api.request('/api/health'), HealthResponseSchema);
  });

  it.each(['abc', '0', '-1', '1.5', '', '1e3', '%zz'])('rejects ?page=%s with 400', async (page) => {
    await expectError(await api.request(`/api/courses?page=${page}`), 400, 'page must be a whole number from 1');
  });

  it.each(['Bogus', 'featured', ''])('rejects ?category=%s with 400', async (category) => {
    await expectError(await api.request(`/api/courses?category=${category}`), 400, 'category must be Featured or Manara');
  });

  it('ignores query parameters it does not know', async () => {
    await expectSuccess(await api.request('/api/courses?utm_source=newsletter'), CoursesPageResponseSchema);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api/courses/search/extra'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    await expectError(await api.request(path, { method }), 404, 'Not found');
  });

  it.each([
    ['POST', '/api/courses', 'GET, HEAD'],
    ['DELETE', '/api/courses/00000000-0000-4000-8000-000000000001', 'GET, HEAD'],
    // `by-ids` also fits the `:id` pattern, so GET is allowed there too.
    ['PUT', '/api/courses/by-ids', 'POST, GET, HEAD'],
    ['POST', '/api/health', 'GET, HEAD'],
  ])('answers %s %s with a JSON 405 and Allow: %s', async (method, path, allow) => {
    const response = await api.request(path, { method });
    await expectError(response, 405, 'Method not allowed');
    expect(response.headers.get('allow')).toBe(allow);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await api.request('/api/courses', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each(['/', '/media/avatars/omar-khaled.webp'])(
    'sends the page policy with %s',
    async (path) => {
      const response = await api.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://www.youtube.com");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain('frame-src https://www.youtube.com');
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      const permissions = response.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com")');
      expect(permissions).toContain('autoplay=("https://www.youtube.com" "https://www.youtube-nocookie.com")');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions).toContain(`${feature}=()`);
    },
  );

  it.each(['/api/courses', '/api/nothing-here', '/api/payments/methods'])('sends the short policy of an API with %s', async (path) => {
    const response = await api.request(path);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it("lets a page show pictures it holds in memory (blob:, the photo and course-image previews), and nothing else from blob:", async () => {
    const csp = (await api.request('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((directive) => { const [name = '', ...sources] = directive.trim().split(/\s+/); return [name, sources]; }));
    expect(directives.get('img-src')).toContain('blob:');
    expect([...directives].filter(([name, sources]) => name !== 'img-src' && sources.includes('blob:'))).toEqual([]);
  });

  it('names only features Chromium knows in Permissions-Policy, so no page logs "Unrecognized feature"', async () => {
    const permissions = (await api.request('/')).headers.get('permissions-policy') ?? '';
    const features = permissions.split(',').map((entry) => entry.trim().split('=')[0]);
    expect(features.length).toBeGreaterThan(5);
    expect(features.filter((feature) => !CHROMIUM_PERMISSIONS_POLICY_FEATURES.has(feature ?? ''))).toEqual([]);
  });

  it.each(['/api/nothing-here', '/api/health', '/api/users/profile'])('tells browsers and proxies not to keep %s', async (path) => {
    expect((await api.request(path)).headers.get('cache-control')).toBe('no-store');
  });

  it('lets a browser keep the public catalogue, asking each time whether it changed', async () => {
    const response = await api.request('/api/courses');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).not.toBeNull();
  });

  it('leaves the caching of the site and its media to their own rules', async () => {
    expect((await api.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await api.request('/media/avatars/omar-khaled.webp')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});

describe.each(testDrivers({ alsoEmbedded: true }))('an unexpected failure on $name', (driver) => {
  const reported: unknown[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    // A database that went away under the app: every query now throws.
    const connection = await driver.openEmpty();
    await connection.migrate();
    await connection.close();
    app = createApp({ db: connection.db, onUnexpectedError: (error) => reported.push(error) });
  });

  it('answers 500 with a generic message and no internals, and reports the error', async () => {
    const response = await app.request('/api/courses');
    const text = await response.clone().text();
    await expectError(response, 500, INTERNAL_ERROR_MESSAGE);
    expect(text).not.toMatch(/at .+\.(ts|js):\d+|stack|select/i);
    expect(reported).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('reports an unreachable database on /api/health as 503', async () => {
    await expectError(await app.request('/api/health'), 503, 'The database is not reachable');
  });

  it('is still live, but not ready for traffic', async () => {
    await expectSuccess(await app.request('/api/live'), HealthResponseSchema);
    await expectError(await app.request('/api/ready'), 503, 'The database is not reachable');
  });
});

describe.each(testDrivers({ alsoEmbedded: true }))('readiness on $name', (driver) => {
  let draining = false;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const connection = await driver.openEmpty();
    await connection.migrate();
    app = createApp({ db: connection.db, isDraining: () => draining });
    return () => connection.close();
  });

  it('is ready while the database answers, and says it is shutting down once the server begins to stop', async () => {
    await expectSuccess(await app.request('/api/ready'), HealthResponseSchema);
    draining = true;
    const refusal = await expectError(await app.request('/api/ready'), 503, 'The server is shutting down');
    expect(refusal.code).toBe('SHUTTING_DOWN');
    // Requests already on their way are still answered.
    await expectSuccess(await app.request('/api/health'), HealthResponseSchema);
    await expectSuccess(await app.request('/api/live'), HealthResponseSchema);
  });
});

/**
 * The policy-controlled features Chromium recognises in a Permissions-Policy header, of those a site may think to
 * turn off (from Chromium's permissions_policy_features.json5); 'bluetooth' is not among them.
 */
const CHROMIUM_PERMISSIONS_POLICY_FEATURES = new Set([
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'web-share',
  'xr-spatial-tracking',
]);
