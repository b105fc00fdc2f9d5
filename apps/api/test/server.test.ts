import { existsSync } from 'node:fs';
import path from 'node:path';
import { CoursesPageResponseSchema, DashboardStatsResponseSchema, LoginResponseSchema, UserResponseSchema } from '@manara/api-client/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { SEED_COURSES } from '../src/seed/catalogue';
import type { Logger } from '../src/log';
import { SANDBOX_NOTICE, startServer } from '../src/start';
import { createPostgresDatabase } from './support/drivers';
import { createFakeSite, isFakeSitePage } from './support/fake-site';
import { expectSuccess } from './support/responses';
import { tempDirsOfThisFile } from './support/temp-dirs';

interface Setup {
  name: string;
  /** Both starts of one case use the same database. */
  database(): Promise<Pick<ServerConfig, 'dataDir' | 'databaseUrl'>>;
}

const postgresUrl = inject('postgresUrl');
const { tempDir } = tempDirsOfThisFile();

const setups: Setup[] = [
  { name: 'PGlite on disk', database: async () => ({ dataDir: await tempDir('manara-data-') }) },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          database: async () => ({ dataDir: await tempDir('manara-unused-'), databaseUrl: await createPostgresDatabase(postgresUrl) }),
        },
      ]
    : []),
];


describe.each(setups)('the real server with $name', (setup) => {
  const messages: string[] = [];
  const requests: Array<Record<string, unknown>> = [];
  const log: Logger = {
    info: (message, fields) => (message === 'request' ? requests.push(fields ?? {}) : messages.push(message)),
    error: (error) => messages.push(String(error)),
  };
  let config: ServerConfig;
  let removeSite: () => Promise<void>;

  beforeAll(async () => {
    const site = await createFakeSite();
    removeSite = site.remove;
    const database = await setup.database();
    config = { port: 0, siteDir: site.dir, ...database, uploadDir: path.join(database.dataDir, 'uploads'), demoHistory: true };
  });
  afterAll(() => removeSite());

  it('listens on a free port, serves the API and the site over HTTP, logs each request, and stops', async () => {
    let list: Response | undefined;
    const server = await startServer(config, log);
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      list = await fetch(`${server.url}/api/courses?page=1`);
      expect((await expectSuccess(list, CoursesPageResponseSchema)).data.pagination.total).toBe(SEED_COURSES.length);
      const page = await fetch(`${server.url}/courses`);
      expect(isFakeSitePage(await page.text())).toBe(true);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // Each answered request is one line with its id (also sent to the client), and never its query.
    expect(requests).toEqual([
      { requestId: list?.headers.get('x-request-id'), method: 'GET', path: '/api/courses', status: 200, ms: expect.any(Number) },
      { requestId: expect.stringMatching(/^[\w-]{36}$/), method: 'GET', path: '/courses', status: 200, ms: expect.any(Number) },
    ]);
    expect(messages).toEqual([
      'Seeded the demo course catalogue.',
      expect.stringContaining('Created demo accounts'),
      expect.stringMatching(/^Seeded the demo history: 300 learners, \d+ payments, \d+ subscriptions, \d+ certificates\.$/),
      SANDBOX_NOTICE,
    ]);
    for (const { email, password } of DEMO_ACCOUNTS) {
      expect(messages[1]).toContain(email);
      expect(messages[1]).toContain(password);
    }
  });

  let adminToken = '';
  it('seeds a verified admin who can log in', async () => {
    const server = await startServer(config, log);
    try {
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
      const response = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin?.email, password: admin?.password }),
      });
      const { data } = await expectSuccess(response, LoginResponseSchema);
      expect(data.user.role).toBe('admin');
      adminToken = data.token;
      // The history is there for the admin at once: three demo accounts and 300 learners, and money taken.
      const stats = await fetch(`${server.url}/api/admin/dashboard/stats`, { headers: { Authorization: `Bearer ${adminToken}` } });
      const { data: dashboard } = await expectSuccess(stats, DashboardStatsResponseSchema);
      expect(dashboard.stats.totalUsers).toBe(DEMO_ACCOUNTS.length + 300);
      expect(dashboard.stats.totalRevenue).toBeGreaterThan(0);
      expect(dashboard.stats.activeSubscriptions).toBeGreaterThan(100);
    } finally {
      await server.close();
    }
  });

  it('does not seed again on the next start', async () => {
    const server = await startServer(config, log);
    try {
      const list = await fetch(`${server.url}/api/courses`);
      expect((await expectSuccess(list, CoursesPageResponseSchema)).data.pagination.total).toBe(SEED_COURSES.length);
      // The session secret is kept in the data folder, so a session outlives a restart.
      const profile = await fetch(`${server.url}/api/users/profile`, { headers: { Authorization: `Bearer ${adminToken}` } });
      expect((await expectSuccess(profile, UserResponseSchema)).data.user.email).toBe('admin@manara.local');
    } finally {
      await server.close();
    }
    // Nothing seeded again; every one of the three starts said it is in sandbox mode.
    expect(messages.filter((message) => message !== SANDBOX_NOTICE)).toHaveLength(3);
    expect(messages.filter((message) => message === SANDBOX_NOTICE)).toHaveLength(3);
  });

  it('stores an uploaded photo in UPLOAD_DIR and serves it over HTTP', async () => {
    const server = await startServer(config, log);
    try {
      const form = new FormData();
      form.append('firstName', 'Site');
      form.append('lastName', 'Admin');
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a7f64' } }).png().toBuffer();
      form.append('image', new File([png], 'me.png', { type: 'image/png' }));
      const response = await fetch(`${server.url}/api/users/profile`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${adminToken}` },
        body: form,
      });
      const url = (await expectSuccess(response, UserResponseSchema)).data.user.image?.url ?? '';
      expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
      expect(existsSync(path.join(config.uploadDir, url.slice('/uploads/'.length)))).toBe(true);
      const photo = await fetch(`${server.url}${url}`);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');
    } finally {
      await server.close();
    }
  });

  it('fails to start, and closes the database, when the port is taken', async () => {
    const first = await startServer(config, log);
    try {
      // Its own data folder: a second server on the first one's embedded database is refused before the port.
      const elsewhere = { ...config, dataDir: await tempDir('manara-second-'), demoHistory: false, port: first.port };
      await expect(startServer(elsewhere, log)).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
