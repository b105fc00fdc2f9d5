import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CoursesPageResponseSchema, CreatePaymentResponseSchema, ErrorResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/start';
import { createPostgresDatabase } from './support/drivers';
import { createFakeSite } from './support/fake-site';
import { demoAccount, overHttp } from './support/over-http';
import { expectSuccess } from './support/responses';

/*
 * What a client outside the process meets on a listening server: requests written byte by byte on a socket,
 * and many connections at once.
 */

const postgresUrl = inject('postgresUrl');
const tempDirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

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

describe.each(setups)('a listening server on $name', (setup) => {
  let server: RunningServer;
  const errors: string[] = [];

  beforeAll(async () => {
    const site = await createFakeSite();
    tempDirs.push(path.dirname(site.dir));
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
});
