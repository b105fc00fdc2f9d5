import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../src/users/passwords';
import { users } from '../src/db/schema';
import { describeError } from '../src/describe-error';
import { createLogger } from '../src/log';
import { startServer } from '../src/start';
import { registration } from './support/accounts-api';
import { createPostgresDatabase, testDrivers } from './support/drivers';
import { expectError } from './support/responses';

const EMAIL = 'probe.person@example.com';
const PHONE = '01012345678';

/** Everything a failed sign-up's query carried that must stay out of the log. */
const personal = (passwordHash: string) => [EMAIL, PHONE, passwordHash, passwordHash.split('$').at(-1) ?? passwordHash];

describe.each(testDrivers({ alsoEmbedded: true }))('describing a failed query on $name', (driver) => {
  it('keeps the statement, the error and its code, and drops the parameters', async () => {
    const connection = await driver.openEmpty();
    try {
      await connection.migrate();
      const passwordHash = await hashPassword('Str0ng!pass');
      // What a sign-up with a NUL in the name did before requests were checked for it.
      const failure = await connection.db
        .insert(users)
        .values({ firstName: 'ab\u0000cd', lastName: 'Probe', email: EMAIL, phoneNumber: PHONE, passwordHash })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      // The raw error holds them all: this is what used to reach the log.
      const raw = `${String(failure)}\n${(failure as Error).stack ?? ''}`;
      for (const value of personal(passwordHash)) expect(raw).toContain(value);

      const described = describeError(failure);
      expect(described).toMatch(/^DrizzleQueryError: Failed query: insert into "users"/);
      expect(described).toMatch(/\n\s+at /);
      expect(described).toMatch(/Caused by .*22021/);
      for (const value of personal(passwordHash)) expect(described).not.toContain(value);
    } finally {
      await connection.close();
    }
  });
});

describe('redacting what an error message quotes', () => {
  it.each([
    ['an e-mail', 'duplicate for mona.adel@example.com', 'mona.adel@example.com'],
    ['a phone number', 'bad phone +20 101 234 5678 given', '+20 101 234 5678'],
    ['a session token', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl refused', 'eyJhbGciOiJIUzI1NiJ9'],
    ['a link token', 'link abcdefghijklmnopqrstuvwxyz0123456789ABCD used', 'abcdefghijklmnopqrstuvwxyz0123456789ABCD'],
    ['an argon2 hash', 'hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA stored', 'c2FsdA'],
  ])('blanks %s', (_name, message, secret) => {
    const described = describeError(new Error(message));
    expect(described).not.toContain(secret);
    expect(described).toContain('[redacted]');
  });

  it('keeps a date, a table name and a status', () => {
    const [headline] = describeError(new Error('payments_provider_transaction_idx 409 on 2026-11-23')).split('\n');
    expect(headline).toBe('Error: payments_provider_transaction_idx 409 on 2026-11-23');
  });

  it('says what was thrown when it is not an error', () => {
    expect(describeError('mona.adel@example.com')).toBe('A non-error value was thrown (string)');
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('the real server log after a failed sign-up', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('says which query failed, without the new user’s e-mail, phone or password hash', async () => {
    const databaseUrl = await createPostgresDatabase(postgresUrl ?? '');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'manara-log-'));
    dirs.push(dataDir);
    // The real logger, writing its JSON lines here instead of to standard output.
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const server = await startServer(
      { port: 0, dataDir, databaseUrl, siteDir: dataDir, uploadDir: path.join(dataDir, 'uploads'), demoHistory: false },
      createLogger({ format: 'json', destination }),
    );
    const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // A rule the application does not know about makes the insert fail unexpectedly.
      await admin.query(`alter table users add constraint no_probes check (last_name <> 'Probe')`);
      const body = registration({ email: EMAIL, phoneNumber: PHONE, lastName: 'Probe' });
      const response = await fetch(`${server.url}/api/users/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      await expectError(response, 500, INTERNAL_ERROR_MESSAGE);
      const requestId = response.headers.get('x-request-id');
      const errors = entries().filter((entry) => entry.level === 'error');
      expect(errors).toHaveLength(1);
      // The error and the request's own line carry the id the client was given, to find one from the other.
      expect(errors[0]).toMatchObject({ requestId, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
      expect(entries().find((entry) => entry.msg === 'request')).toEqual({
        level: 'info',
        time: expect.any(String),
        msg: 'request',
        requestId,
        method: 'POST',
        path: '/api/users/register',
        status: 500,
        ms: expect.any(Number),
      });
      const entry = String(errors[0]?.msg);
      expect(entry).toMatch(/Failed query: insert into "users"/);
      expect(entry).toContain('no_probes');
      expect(entry).not.toContain(EMAIL);
      expect(entry).not.toContain(PHONE);
      expect(entry).not.toMatch(/\$argon2/);
      expect(lines.join('\n')).not.toContain(EMAIL);
    } finally {
      await admin.end();
      await server.close();
    }
  });
});
