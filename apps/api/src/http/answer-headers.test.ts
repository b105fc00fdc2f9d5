import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { RequestIdVariables } from 'hono/request-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders, MAX_REQUEST_ID_LENGTH } from './answer-headers';
import { compressResponses } from './compression';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers';

/** Every kind of answer, behind the same middleware as the app's API. */
function answers() {
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use(answerHeaders());
  app.use('/api/*', compressResponses());
  app.get('/api/small', (c) => c.json({ ok: true, word: 'سلام' }));
  app.get('/api/created', (c) => c.json({ ok: true }, 201, { 'Cache-Control': 'no-store' }));
  app.get('/api/retry', (c) => {
    c.header('Retry-After', '30');
    return c.json({ ok: false }, 429);
  });
  app.get('/api/cookies', (c) => {
    setCookie(c, 'first', '1');
    setCookie(c, 'second', '2');
    return c.json({ ok: true });
  });
  app.get('/api/own-frame-rule', (c) => c.json({ ok: true }, 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
  app.get('/page-own-frame-rule', (c) => c.html('<p>page</p>', 200, { 'X-Frame-Options': 'DENY' }));
  app.get('/api/revalidated', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-cache', ETag: '"1"' }));
  app.get('/api/file', (c) => c.body('a,b\n', 200, { 'Content-Type': 'text/csv' }));
  app.get('/api/large', (c) => c.json({ text: 'x'.repeat(5000) }));
  app.get('/api/id', (c) => c.text(c.get('requestId')));
  app.get('/page', (c) => c.html('<p>page</p>'));
  app.get('/raw', () => new Response('raw'));
  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The headers a page needs and a JSON answer does not. */
const PAGE_ONLY = SECURITY_HEADERS.map(([name]) => name.toLowerCase()).filter((name) => !API_SECURITY_HEADERS.some(([apiName]) => apiName === name));

function expectAnswerHeaders(response: Response) {
  const json = /[/+]json\b/.test(response.headers.get('content-type') ?? '');
  for (const [name, value] of json ? API_SECURITY_HEADERS : SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
  if (json) for (const name of PAGE_ONLY) expect(response.headers.get(name), name).toBeNull();
  expect(response.headers.get('x-request-id')).toMatch(UUID);
}

describe('answerHeaders', () => {
  const app = answers();

  it.each(['/api/small', '/api/created', '/api/retry', '/api/cookies', '/api/large', '/api/id', '/api/file', '/page', '/raw', '/missing'])(
    'sends the security headers and a new request id with %s',
    async (path) => {
      expectAnswerHeaders(await app.request(path));
    },
  );

  it('states a JSON answer’s length in bytes and keeps its own status and headers', async () => {
    const small = await app.request('/api/small');
    expect(small.headers.get('content-type')).toBe('application/json');
    expect(small.headers.get('content-length')).toBe(String((await small.arrayBuffer()).byteLength));
    const created = await app.request('/api/created');
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const refused = await app.request('/api/retry');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('content-length')).toBe(String((await refused.arrayBuffer()).byteLength));
  });

  it('keeps every cookie', async () => {
    const response = await app.request('/api/cookies');
    expect(response.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
  });

  it('lets no handler weaken a security header', async () => {
    expect((await app.request('/api/own-frame-rule')).headers.get('x-frame-options')).toBe('DENY');
    expect((await app.request('/page-own-frame-rule')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('gives a JSON answer the short policy of an API: nothing loads from it, frames it or reads it as another type', async () => {
    const [small, large] = await Promise.all([app.request('/api/small'), app.request('/api/large', { headers: { 'Accept-Encoding': 'gzip' } })]);
    for (const response of [small, large]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toBeNull();
    }
    // A page keeps the page policy, YouTube and all.
    expect((await app.request('/page')).headers.get('content-security-policy')).toContain('frame-src https://www.youtube.com');
  });

  it('tells browsers and proxies not to keep an API answer unless its route says they may', async () => {
    const kept = async (path: string) => (await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('cache-control');
    for (const path of ['/api/small', '/api/file', '/api/large']) expect(await kept(path), path).toBe('no-store');
    expect(await kept('/api/revalidated')).toBe('no-cache');
    expect(await kept('/page')).toBeNull();
  });

  it('sends a big JSON answer gzipped, with the same headers', async () => {
    const response = await app.request('/api/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expectAnswerHeaders(response);
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({ text: 'x'.repeat(5000) });
  });

  it.each([
    ['a plain id', 'abc-DEF_123=', true],
    ['an id of the longest length kept', 'a'.repeat(MAX_REQUEST_ID_LENGTH), true],
    ['a longer id', 'a'.repeat(MAX_REQUEST_ID_LENGTH + 1), false],
    ['an id with a space', 'two words', false],
    ['an id with a quote', 'a"b', false],
    ['an empty id', '', false],
  ])('keeps %s a client sends only when it is short and plain', async (_name, sent, kept) => {
    const response = await app.request('/api/id', { headers: { 'X-Request-Id': sent } });
    const id = response.headers.get('x-request-id');
    // The id logged and reported with errors is the one answered.
    expect(await response.text()).toBe(id);
    if (kept) expect(id).toBe(sent);
    else expect(id).toMatch(UUID);
  });
});

describe('answerHeaders over HTTP', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: answers().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The header names as they come over the wire, repeats included. */
  const rawHeaderNames = (path: string) =>
    new Promise<string[]>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve(response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['/api/small', API_SECURITY_HEADERS],
    ['/api/retry', API_SECURITY_HEADERS],
    ['/page', SECURITY_HEADERS],
  ] as const)('sends each header of %s once', async (path, expected) => {
    const names = await rawHeaderNames(path);
    expect(names.length).toBe(new Set(names).size);
    for (const [name] of expected) expect(names).toContain(name.toLowerCase());
    expect(names).toContain('x-request-id');
  });

  it('states the length of a JSON answer itself', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/small`);
    expect(response.headers.get('content-length')).toBe(String((await response.arrayBuffer()).byteLength));
    expect(response.headers.get('transfer-encoding')).toBeNull();
  });
});
