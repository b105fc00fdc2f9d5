import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminCourseResponseSchema,
  AdminSubscriptionsResponseSchema,
  CompletionStatusResponseSchema,
  CourseDetailResponseSchema,
  CoursesPageResponseSchema,
  CreatePaymentResponseSchema,
  PaymentResponseSchema,
} from '@manara/api-client/schemas';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseConnection } from '../src/db/connection';
import { courses } from '../src/db/schema';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider } from '../src/payments/sandbox/provider';
import { localDiskStorage } from '../src/uploads/local-disk-storage';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from '../src/uploads/stored-files';
import { createPostgresDatabase } from './support/drivers';
import { demoAccount, overHttp } from './support/over-http';
import { fileOf, picture } from './support/pictures';
import { PAID_COURSE } from './support/payments';
import { expectSuccess } from './support/responses';

/*
 * The real server, killed with SIGKILL while a request is on its way, then started again on the same data. The
 * kill lands at a few delays after the request leaves; wherever it lands, what was answered must be kept and
 * what was not must be all or nothing (decision 053).
 */

const SANDBOX_SECRET = 'crash-safety-sandbox-secret-'.repeat(2);
const SERVER = path.join(import.meta.dirname, '../src/server.ts');
const SHORT_COURSE = path.join(import.meta.dirname, '../../../e2e/fixtures/short-course.json');
/** How long after a request leaves the server is killed, in ms: before it arrives, during, and after. */
const KILL_AFTER_MS = [3, 12, 40];

const postgresUrl = inject('postgresUrl');
const setups = [{ name: 'PGlite on disk', postgres: false }, ...(postgresUrl ? [{ name: 'PostgreSQL', postgres: true }] : [])];

describe.each(setups)('killed mid-request on $name, the data stays consistent', ({ postgres }) => {
  let dataDir: string;
  let courseDir: string;
  let databaseUrl: string | undefined;
  let server: { child: ChildProcess; url: string } | undefined;

  /** The server from source, as `npm start` runs it, on this suite's data. */
  async function start() {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DEMO_HISTORY: 'off',
        EXTRA_COURSES_FILE: path.join(courseDir, 'short-course.json'),
        SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
        LOG_FORMAT: 'json',
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const listening = /Manara is listening on (http:\/\/localhost:\d+)/.exec(seen);
        if (listening?.[1]) resolve(listening[1]);
      });
      child.once('exit', (code) => reject(new Error(`The server stopped (${code}) before listening:\n${seen}`)));
    });
    // Drained, so a full pipe never stalls the server.
    child.stdout?.resume();
    server = { child, url };
    return url;
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (!server) return;
    const { child } = server;
    server = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  const url = () => server?.url ?? '';
  const { send, login } = overHttp(url);

  /** Sends the request, kills the server `afterMs` later whatever became of it, and starts it again. */
  async function killDuring(afterMs: number, request: () => Promise<Response>) {
    const answer = request().then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    await kill();
    const outcome = await answer;
    await start();
    return outcome;
  }

  let learner = '';
  let admin = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'manara-crash-'));
    // The end-to-end course, its lessons measured at 2 s: one report right after the opening one completes each.
    courseDir = await mkdtemp(path.join(tmpdir(), 'manara-crash-course-'));
    const shortCourse = (await readFile(SHORT_COURSE, 'utf8')).replaceAll('"seconds": 10', '"seconds": 2');
    await writeFile(path.join(courseDir, 'short-course.json'), shortCourse);
    databaseUrl = postgres ? await createPostgresDatabase(postgresUrl ?? '') : undefined;
    await start();
    // Sessions outlive restarts (the secret is kept in the data folder): one sign-in each for the whole suite.
    learner = await login(demoAccount('user'));
    admin = await login(demoAccount('admin'));
  });

  afterAll(async () => {
    await kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await rm(courseDir, { recursive: true, force: true });
  });

  async function courseNamed(title: string) {
    const { data } = await expectSuccess(await send('GET', `/api/courses/search?title=${encodeURIComponent(title)}&page=1`), CoursesPageResponseSchema);
    const found = data.courses.find((course) => course.title === title);
    if (!found) throw new Error(`No course ${title}`);
    return found;
  }

  it('a payment notification: paid with one subscription, or pending with none; sent again, paid once', async () => {
    const course = await courseNamed(PAID_COURSE);
    const sandbox = createSandboxProvider({ secret: new TextEncoder().encode(SANDBOX_SECRET), publicUrl: url });
    const subscriptionsHeld = async () => {
      const { data } = await expectSuccess(await send('GET', `/api/admin/subscriptions?search=${encodeURIComponent(demoAccount('user').email)}`, { token: admin }), AdminSubscriptionsResponseSchema);
      return data.subscriptions.filter((subscription) => subscription.course._id === course._id && subscription.status === 'active').length;
    };
    for (const afterMs of KILL_AFTER_MS) {
      const created = await expectSuccess(await send('POST', `/api/payments/create/${course._id}`, { token: learner, body: { paymentMethod: 'CARD' } }), CreatePaymentResponseSchema);
      const paymentId = created.data.paymentId ?? '';
      const { payment } = (await expectSuccess(await send('GET', `/api/payments/${paymentId}`, { token: learner }), PaymentResponseSchema)).data;
      const callback = { reference: paymentId, transactionId: `txn_${paymentId}`, success: true, pending: false, amountPiasters: Math.round(payment.amount * 100), currency: payment.currency };
      const notify = () =>
        fetch(`${url()}/api/payments/callback/sandbox`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(callback) },
          body: JSON.stringify(callback),
        });
      const outcome = await killDuring(afterMs, notify);

      const status = async () => (await expectSuccess(await send('GET', `/api/payments/${paymentId}`, { token: learner }), PaymentResponseSchema)).data.payment.status;
      const before = await subscriptionsHeld();
      // Answered 200: it was kept. Otherwise either, but never half.
      if (outcome === 200) expect(await status()).toBe('paid');
      expect([(await status()) === 'paid', before]).toEqual((await status()) === 'paid' ? [true, 1] : [false, 0]);
      // The provider sends it again, as it does until answered: the course is held once.
      expect((await notify()).status).toBe(200);
      expect([await status(), await subscriptionsHeld()]).toEqual(['paid', 1]);
      // Next round: the learner may buy again only without the course, so it is taken back by an admin.
      const { data } = await expectSuccess(await send('GET', `/api/admin/subscriptions?search=${encodeURIComponent(demoAccount('user').email)}`, { token: admin }), AdminSubscriptionsResponseSchema);
      for (const subscription of data.subscriptions.filter((held) => held.course._id === course._id && held.status === 'active')) {
        expect((await send('PATCH', `/api/admin/subscriptions/${subscription._id}`, { token: admin, body: { status: 'cancelled' } })).status).toBe(200);
      }
    }
  });

  it('a lesson completion that issues the certificate: no completion lost, and the certificate with the last one or not at all', async () => {
    const course = await courseNamed('Three Short Lessons');
    expect((await send('POST', `/api/payments/create/${course._id}`, { token: learner, body: { paymentMethod: 'CARD' } })).status).toBe(200);
    const { data } = await expectSuccess(await send('GET', `/api/courses/${course._id}`, { token: learner }), CourseDetailResponseSchema);
    const lessonIds = data.course.lessons?.map((lesson) => lesson._id) ?? [];
    expect(lessonIds).toHaveLength(3);
    // A two-second video reported played in full completes its lesson at once.
    const play = (lessonId: string) => async () => {
      const report = (body: object) => send('POST', `/api/lessons/${lessonId}/progress`, { token: learner, body: { courseId: course._id, duration: 2, ...body } });
      const opened = await report({ position: 0 });
      return opened.status === 200 ? report({ position: 2, played: [[0, 2]] }) : opened;
    };
    const completion = async () =>
      (await expectSuccess(await send('GET', `/api/completion/courses/${course._id}/completion-status`, { token: learner }), CompletionStatusResponseSchema)).data;
    const certificate = () => send('GET', `/api/completion/courses/${course._id}/certificate`, { token: learner });

    for (const lessonId of lessonIds.slice(0, 2)) expect((await (await play(lessonId))()).status).toBe(200);
    const last = lessonIds[2] ?? '';
    const outcome = await killDuring(KILL_AFTER_MS[1] ?? 10, play(last));

    const state = await completion();
    expect(state.completedLessons).toBeGreaterThanOrEqual(2);
    if (outcome === 200) expect(state.completedLessons).toBe(3);
    expect((await certificate()).status).toBe(state.completedLessons === 3 ? 200 : 404);
    // Played again: complete, with its one certificate.
    expect((await (await play(last))()).status).toBe(200);
    expect((await completion()).completedLessons).toBe(3);
    const issued = await certificate();
    expect(issued.status).toBe(200);
  });

  it('an admin course edit with a picture: the old picture or the new one, served, and no file left behind', async () => {
    const created = await send('POST', '/api/admin/courses', { token: admin, body: { title: 'Crash Course', description: 'Edited while the server dies.', category: 'Manara', currentPrice: 10 } });
    const course = (await expectSuccess(created, AdminCourseResponseSchema, 201)).data.course;
    const png = await picture('png', { width: 1600, height: 900 });
    const edit = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ title: 'Crash Course', description: 'Edited while the server dies.', category: 'Manara', currentPrice: '10' })) form.append(name, value);
      form.append('image', fileOf(png, 'cover.png', 'image/png'));
      return send('PATCH', `/api/admin/courses/${course._id}`, { token: admin, form });
    };
    /** The picture the course shows now: none yet, or one that is served. */
    const shownPicture = async () => {
      const { data } = await expectSuccess(await send('GET', `/api/courses/${course._id}`, { token: admin }), CourseDetailResponseSchema);
      const shown = data.course.image?.url;
      if (shown) expect((await send('GET', shown)).status).toBe(200);
      return shown;
    };
    for (const afterMs of [...KILL_AFTER_MS, 150]) {
      const before = await shownPicture();
      const outcome = await killDuring(afterMs, edit);
      const now = await shownPicture();
      // Answered: the new picture. Not answered: the old one or the new one, never a broken one.
      if (outcome === 200) expect(now).not.toBe(before);
    }
    expect((await edit()).status).toBe(200);
    expect(await shownPicture()).toBeDefined();

    // Stopped, an hour later: the sweep leaves exactly the files the courses point at.
    await kill('SIGTERM');
    const connection: DatabaseConnection = postgres
      ? await openPostgres({ url: databaseUrl ?? '', onPoolError: (error) => console.error(error) })
      : await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const uploads = path.join(dataDir, 'uploads');
      await sweepOrphanedFiles(connection.db, localDiskStorage(uploads), new Date(Date.now() + ORPHAN_GRACE_MS + 60_000));
      const folders = (await connection.db.select({ key: courses.imageKey }).from(courses).where(isNotNull(courses.imageKey))).map((row) => row.key ?? '');
      const root = path.join(uploads, 'courses');
      const files = existsSync(root)
        ? (await readdir(root, { recursive: true, withFileTypes: true })).map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
        : [];
      // Every file and folder left is a picture a course shows: nothing half written, nothing forgotten.
      expect(files.sort()).toEqual(folders.flatMap((folder) => [folder, `${folder}/card.webp`, `${folder}/page.webp`]).sort());
    } finally {
      await connection.close();
    }
    await start();
  });
});
