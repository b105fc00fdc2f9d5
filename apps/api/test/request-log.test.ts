import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import type { DatabaseConnection } from '../src/db/connection';
import type { Logger } from '../src/log';
import { seedIfEmpty } from '../src/seed/seed';
import { testDrivers } from './support/drivers';
import { createFakeSite, FAKE_SERVER_BUILD } from './support/fake-site';

interface Line {
  message: string;
  fields?: Record<string, unknown>;
}

describe.each(testDrivers())('the request log on $name', (driver) => {
  const lines: Line[] = [];
  const reported: Array<{ requestId?: string }> = [];
  const log: Logger = {
    info: (message, fields) => lines.push({ message, fields }),
    error: (message, fields) => lines.push({ message, fields }),
  };
  let connection: DatabaseConnection;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    connection = await driver.openEmpty();
    await connection.migrate();
    app = createApp({ db: connection.db, log, onUnexpectedError: (_error, fields) => reported.push(fields ?? {}) });
  });
  afterAll(() => connection.close());

  it('writes one line per answered request, with the id answered and the path without its query', async () => {
    lines.length = 0;
    const methods = await app.request('/api/payments/methods?token=secret-link-token');
    await app.request('/api/nothing-here', { headers: { 'X-Request-Id': 'support-ticket-42' } });
    const picture = await app.request('/media/avatars/omar-khaled.webp');
    expect(lines).toEqual([
      { message: 'request', fields: { requestId: methods.headers.get('x-request-id'), method: 'GET', path: '/api/payments/methods', status: 200, ms: expect.any(Number) } },
      { message: 'request', fields: { requestId: 'support-ticket-42', method: 'GET', path: '/api/nothing-here', status: 404, ms: expect.any(Number) } },
      { message: 'request', fields: { requestId: picture.headers.get('x-request-id'), method: 'GET', path: '/media/avatars/omar-khaled.webp', status: 200, ms: expect.any(Number) } },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-link-token');
  });

  it('writes one line for a page drawn on the server, not one more for each read the drawing made', async () => {
    await seedIfEmpty(connection.db);
    const site = await createFakeSite({ serverBuild: FAKE_SERVER_BUILD });
    try {
      const drawing = createApp({ db: connection.db, siteDir: site.dir, log });
      lines.length = 0;
      const response = await drawing.request('/courses');
      // The fake build reads the catalogue through the API to draw the page.
      expect(await response.text()).toContain('data-rendered-in="en"');
      expect(lines).toEqual([
        { message: 'request', fields: { requestId: response.headers.get('x-request-id'), method: 'GET', path: '/courses', status: 200, ms: expect.any(Number) } },
      ]);
    } finally {
      await site.remove();
    }
  });

  it('leaves out the orchestrator’s probes', async () => {
    lines.length = 0;
    for (const probe of ['/api/health', '/api/live', '/api/ready']) expect((await app.request(probe)).status).toBe(200);
    expect(lines).toEqual([]);
  });

  it('reports an unexpected error with the id the client was answered', async () => {
    const broken = await driver.openEmpty();
    await broken.migrate();
    await broken.close();
    const failing = createApp({ db: broken.db, log, onUnexpectedError: (_error, fields) => reported.push(fields ?? {}) });
    reported.length = 0;
    const response = await failing.request('/api/courses');
    expect(response.status).toBe(500);
    expect(reported).toEqual([{ requestId: response.headers.get('x-request-id') }]);
  });
});
