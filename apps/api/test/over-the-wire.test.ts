import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CoursesPageResponseSchema, CreatePaymentResponseSchema, ErrorResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/start';
import { createPostgresDatabase } from './support/drivers';
import { createFakeSite, fakeServerBuild } from './support/fake-site';
import { demoAccount, overHttp } from './support/over-http';
import { expectSuccess } from './support/responses';
import { tempDirsOfThisFile } from './support/temp-dirs';

/*
 * What a client outside the process meets on a listening server: requests written byte by byte on a socket,
 * and many connections at once.
 */

const postgresUrl = inject('postgresUrl');
const { tempDir, removeLater } = tempDirsOfThisFile();

const setups: Array<{ name: string; database(): Promise<Pick<ServerConfig, 'dataDir' | 'databaseUrl'>> }> = [
  { name: 'PGlite on disk', database: async () => ({ dataDir: await tempDir('manara-data-') }) },
  ...(postgresUrl ? [{ name: 'PostgreSQL', database: async () => ({ dataDir: await tempDir('manara-unused-'), databaseUrl: await createPostgresDatabase(postgresUrl) }) }] : []),
];

/** Writes `request` on a fresh socket as it is, and reads the whole answer, the server closing it. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const headEnd = answer.indexOf('\r\n\r\n');
      const head = answer.slice(0, headEnd);
      const rest = answer.slice(headEnd + 4);
      // A chunked body: the chunks' text without their sizes.
      const body = /\r\ntransfer-encoding: chunked/i.test(head) ? rest.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '') : rest;
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('No answer in 10 s')));
    socket.write(request);
  });
}

/**
 * A client in its own process, as a visitor's: `connections` keep-alive connections asking for `path` with a
 * query string never asked before, each again `pauseMs` after its answer, for `ms`. Prints what it sent and
 * the statuses.
 */
const FLOOD_SCRIPT = `
const http = require('node:http');
const [base, pagePath, ms, connections, pauseMs] = process.argv.slice(1);
const pause = () => new Promise((resolve) => setTimeout(resolve, Number(pauseMs)));
const pool = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const until = Date.now() + Number(ms);
let sent = 0;
const statuses = {};
const count = (status) => { statuses[status] = (statuses[status] || 0) + 1; };
const one = (n) => new Promise((resolve) => {
  const request = http.get(base + pagePath + '?utm=' + n, { agent: pool, headers: { 'Accept-Encoding': 'gzip, br', 'Accept-Language': 'en' } }, (response) => {
    count(response.statusCode);
    response.resume();
    response.on('end', resolve);
    response.on('error', resolve);
  });
  request.on('error', (error) => { count(error.code); resolve(); });
});
const loop = async () => { while (Date.now() < until) { await one(sent++); await pause(); } };
Promise.all(Array.from({ length: Number(connections) }, loop)).then(() => {
  process.stdout.write(JSON.stringify({ sent, statuses }));
  pool.destroy();
});`;

function flood(base: string, { pagePath, ms, connections, pauseMs }: { pagePath: string; ms: number; connections: number; pauseMs: number }) {
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT, base, pagePath, String(ms), String(connections), String(pauseMs)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const done = new Promise<{ sent: number; statuses: Record<string, number> }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as { sent: number; statuses: Record<string, number> }) : reject(new Error(`The flood exited with ${code}: ${errors}`))));
  });
  // Stopped early (a test that failed), it rejects with nobody waiting.
  done.catch(() => undefined);
  return { done, stop: () => child.kill() };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

describe.each(setups)('a listening server on $name', (setup) => {
  let server: RunningServer;
  const errors: string[] = [];

  beforeAll(async () => {
    // Each drawing holds the main thread for 15 ms and weighs about as much as the catalogue page, as the real
    // build's do (decision 058).
    const site = await createFakeSite({ serverBuild: fakeServerBuild({ busyMs: 15, fillerChars: 150_000 }) });
    removeLater(path.dirname(site.dir));
    const database = await setup.database();
    server = await startServer(
      { port: 0, siteDir: site.dir, ...database, uploadDir: path.join(database.dataDir, 'uploads'), demoHistory: false },
      { info: () => undefined, error: (description) => errors.push(String(description)) },
    );
  });
  afterAll(async () => {
    await server.close();
    expect(errors).toEqual([]);
  });

  it('reads a POST with neither a length nor chunks as an empty body: the defaults, as with Content-Length: 0', async () => {
    const { send, login } = overHttp(() => server.url);
    const token = await login(demoAccount('user'));
    const listed = (await expectSuccess(await send('GET', '/api/courses?page=1'), CoursesPageResponseSchema)).data.courses;
    const paid = listed.find((course) => course.currentPrice > 0);
    if (!paid) throw new Error('The catalogue has no paid course');
    const create = (length: string) =>
      rawRequest(server.port, `POST /api/payments/create/${paid._id} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n${length}Connection: close\r\n\r\n`);

    for (const length of ['', 'Content-Length: 0\r\n']) {
      const answer = await create(length);
      expect(answer.status, `${JSON.stringify(length)}: ${answer.body}`).toBe(200);
      const created = v.parse(CreatePaymentResponseSchema, JSON.parse(answer.body));
      expect(created.data.paymentId).toEqual(expect.any(String));
    }
    // Something sent is still read: a body that is not JSON is refused, with or without its length given.
    const wrong = await rawRequest(server.port, `POST /api/payments/create/${paid._id} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{`);
    expect([wrong.status, v.parse(ErrorResponseSchema, JSON.parse(wrong.body)).code]).toEqual([400, 'INVALID_JSON']);
  });

  it('answers the API and a kept page at once while a client floods a drawn page with query strings never seen', async () => {
    const pool = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (pagePath: string, encoding = 'gzip, br') =>
      new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
        const started = performance.now();
        http
          .get(`${server.url}${pagePath}`, { agent: pool, headers: { 'Accept-Encoding': encoding, 'Accept-Language': 'en' } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body }));
          })
          .on('error', reject);
      });
    const drawingOf = async (pagePath: string) => {
      const { body } = await get(pagePath, 'identity');
      const data = /<script type="application\/json" id="manara-data">([\s\S]*?)<\/script>/.exec(body)?.[1];
      return data === undefined ? undefined : (JSON.parse(data) as { drawing: number }).drawing;
    };
    try {
      // Drawn and kept before the flood.
      const aboutDrawing = await drawingOf('/about');
      const coursesDrawing = await drawingOf('/courses');
      expect([aboutDrawing, coursesDrawing]).toEqual([expect.any(Number), expect.any(Number)]);

      // Up to 1,000 requests a second: 30 times what held the old server's answers for seconds, 25 times the
      // drawings it could make, and room left to measure how fast everything else is answered meanwhile.
      const flooding = flood(server.url, { pagePath: '/courses', ms: 3000, connections: 50, pauseMs: 50 });
      try {
        const live: number[] = [];
        const kept: number[] = [];
        await new Promise((resolve) => setTimeout(resolve, 500));
        const until = performance.now() + 2400;
        while (performance.now() < until) {
          const [a, b] = [await get('/api/live'), await get('/about')];
          expect([a.status, b.status]).toEqual([200, 200]);
          live.push(a.ms);
          kept.push(b.ms);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const flooded = await flooding.done;
        // Answers kept coming all along. How fast is the bench's to measure (its "under a query flood" rows, p99
        // about 20 ms on a quiet machine): a limit in milliseconds here failed on a busy one (decision 109). The
        // old server held these answers for seconds, which ten answers in 2.4 s would not allow.
        expect(live.length, `/api/live: p50 ${percentile(live, 0.5).toFixed(1)} ms`).toBeGreaterThanOrEqual(10);
        expect(kept.length, `/about: p50 ${percentile(kept, 0.5).toFixed(1)} ms`).toBeGreaterThanOrEqual(10);
        // The flood did happen, and was answered.
        expect(flooded.sent).toBeGreaterThan(500);
        expect(Object.keys(flooded.statuses)).toEqual(['200']);
      } finally {
        flooding.stop();
      }
      // Not one drawing more: the query strings were never drawn, and the kept pages stayed.
      expect([await drawingOf('/about'), await drawingOf('/courses?utm=again')]).toEqual([aboutDrawing, coursesDrawing]);
    } finally {
      pool.destroy();
    }
  }, 30_000);
});
