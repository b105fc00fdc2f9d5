import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreatePaymentResponseSchema, UserResponseSchema } from '@manara/api-client/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type DatabaseConnection } from '../src/db/connection';
import { courses, payments, subscriptions, users } from '../src/db/schema';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider } from '../src/payments/sandbox/provider';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { SEED_COURSES } from '../src/seed/catalogue';
import { startServer, type RunningServer } from '../src/start';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import { errorCodeOf } from './support/admin';
import { createPostgresDatabase } from './support/drivers';
import { createFakeSite } from './support/fake-site';
import { demoAccount, overHttp } from './support/over-http';
import { PAID_COURSE } from './support/payments';
import { expectSuccess } from './support/responses';

/*
 * The production shape (README, "Running it in production"): two API processes on one PostgreSQL, started
 * together, behind a proxy that sends each request to the next one in turn. Whatever one process learns,
 * the other must act on.
 */

const postgresUrl = inject('postgresUrl');
const JWT_SECRET = 'two-instances-session-secret-'.repeat(2);
const SANDBOX_SECRET = 'two-instances-sandbox-secret-'.repeat(2);
const AMBASSADOR = { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' };
const quiet = { info: () => {}, error: (description: string) => console.error(description) };

/** A round-robin proxy in front of `targets`; `served` lists which target took each request. */
async function roundRobin(targets: string[]) {
  const served: number[] = [];
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    served.push(index);
    const target = new URL(request.url ?? '/', targets[index]);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, served, close: () => new Promise((resolve) => proxy.close(resolve)) };
}

describe.runIf(postgresUrl)('two API processes on one PostgreSQL, behind a round-robin proxy', () => {
  let servers: RunningServer[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let database: DatabaseConnection;
  const cleanups: Array<() => Promise<unknown>> = [];

  const { send, login } = overHttp(() => proxy.url);
  /** The same request once through each process. */
  const sendToBoth = async (method: string, route: string, options: { token?: string; body?: unknown } = {}) => [await send(method, route, options), await send(method, route, options)];

  beforeAll(async () => {
    const url = await createPostgresDatabase(postgresUrl ?? '');
    const site = await createFakeSite();
    cleanups.push(site.remove);
    const start = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'manara-instance-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      return startServer(
        {
          port: 0,
          dataDir,
          uploadDir: path.join(dataDir, 'uploads'),
          databaseUrl: url,
          siteDir: site.dir,
          demoHistory: false,
          // Secrets come from the environment in production, the same for every process.
          jwtSecret: JWT_SECRET,
          payments: { provider: 'sandbox', secret: SANDBOX_SECRET },
        },
        quiet,
      );
    };
    // Started at the same moment, on an empty database: they must not both migrate or seed.
    servers = await Promise.all([start(), start()]);
    proxy = await roundRobin(servers.map((server) => server.url));
    database = await openPostgres({ url, onPoolError: (error) => console.error(error) });
  });

  afterAll(async () => {
    await proxy.close();
    await database.close();
    for (const server of servers) await server.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it('migrated and seeded once though both started together', async () => {
    const [{ total: courseCount }] = (await database.db.select({ total: sql<number>`count(*)::int` }).from(courses)) as [{ total: number }];
    const [{ total: userCount }] = (await database.db.select({ total: sql<number>`count(*)::int` }).from(users)) as [{ total: number }];
    expect([courseCount, userCount]).toEqual([SEED_COURSES.length, DEMO_ACCOUNTS.length]);
  });

  it('counts a rate limit across both: the attempt after the limit is refused, whichever process takes it', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.login.perAccount;
    const before = proxy.served.length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      statuses.push((await send('POST', '/api/users/login', { body: { email: 'guessed@example.com', password: 'Wrong#pass1' } })).status);
    }
    expect(new Set(proxy.served.slice(before))).toEqual(new Set([0, 1]));
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
  });

  it('keeps a session on both, and a block made through one holds on both', async () => {
    const learner = demoAccount('user');
    const token = await login(learner);
    for (const answer of await sendToBoth('GET', '/api/users/profile', { token })) {
      expect((await expectSuccess(answer, UserResponseSchema)).data.user.email).toBe(learner.email);
    }
    const admin = await login(demoAccount('admin'));
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, learner.email));
    const blocked = await send('PATCH', `/api/admin/users/${row?.id ?? ''}/block`, { token: admin, body: { reason: 'Shared account' } });
    expect(blocked.status).toBe(200);
    try {
      // A blocked learner still reads their profile (it says why), and can start nothing. The other process hears
      // of the block from the database's notification, a moment later (decision 099).
      const blockedOnEach = async () =>
        Promise.all((await sendToBoth('GET', '/api/users/profile', { token })).map(async (answer) => (await expectSuccess(answer, UserResponseSchema)).data.user.isBlocked));
      await expect.poll(blockedOnEach, { timeout: 5000 }).toEqual([true, true]);
      for (const answer of await sendToBoth('POST', '/api/programs/ambassador/apply', { token, body: AMBASSADOR })) {
        expect(await errorCodeOf(answer)).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
      }
    } finally {
      await send('PATCH', `/api/admin/users/${row?.id ?? ''}/unblock`, { token: admin });
    }
  });

  it('hides a course an admin takes down through one process on both at once, though each keeps the catalogue in memory', async () => {
    const admin = await login(demoAccount('admin'));
    const [course] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.title, PAID_COURSE));
    const id = course?.id ?? '';
    const statuses = async () => (await sendToBoth('GET', `/api/courses/${id}`)).map((answer) => answer.status);
    expect(await statuses()).toEqual([200, 200]);
    const statusBy = (status: string) => send('PATCH', `/api/admin/courses/${id}/status`, { token: admin, body: { status } });
    expect((await statusBy('draft')).status).toBe(200);
    try {
      await expect.poll(statuses, { timeout: 5000 }).toEqual([404, 404]);
    } finally {
      await statusBy('published');
    }
    await expect.poll(statuses, { timeout: 5000 }).toEqual([200, 200]);
  });

  it('fulfils a payment once when its notification reaches both processes at the same moment', async () => {
    const learner = demoAccount('user');
    const token = await login(learner);
    const [course] = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.title, PAID_COURSE));
    const courseId = course?.id ?? '';
    const created = await expectSuccess(await send('POST', `/api/payments/create/${courseId}`, { token, body: { paymentMethod: 'CARD' } }), CreatePaymentResponseSchema);
    const paymentId = created.data.paymentId ?? '';
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, paymentId));
    const callback = {
      reference: paymentId,
      transactionId: `sandbox_txn_${paymentId}`,
      success: true,
      pending: false,
      amountPiasters: payment?.amountPiasters ?? 0,
      currency: payment?.currency ?? '',
    };
    const signature = createSandboxProvider({ secret: new TextEncoder().encode(SANDBOX_SECRET), publicUrl: () => proxy.url }).sign(callback);
    const answers = await Promise.all(
      servers.map((server) =>
        fetch(`${server.url}/api/payments/callback/sandbox`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body: JSON.stringify(callback),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, learner.email));
    const held = await database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, row?.id ?? ''), eq(subscriptions.courseId, courseId)));
    expect(held).toHaveLength(1);
    const [paid] = await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    expect(paid?.status).toBe('paid');
  });
});
