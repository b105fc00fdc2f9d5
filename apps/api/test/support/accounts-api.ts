import type { ContactDetails } from '@manara/api-client/schemas';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorResponseSchema, LoginResponseSchema, MessageResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, expect } from 'vitest';
import { outboxMailer, type Mailer, type Outbox, type SentMail } from '../../src/mail/mailer';
import type { GoogleSignInConfig } from '../../src/users/google/google-sign-in';
import type { RateLimits } from '../../src/http/rate-limits';
import { createApp } from '../../src/app';
import { CATALOGUE_CHANNEL, catalogueCache } from '../../src/courses/catalogue-cache';
import { ACCOUNT_TABLES, ACCOUNTS_CHANNEL, accountsCache } from '../../src/auth/accounts-cache';
import type { Database, DatabaseConnection } from '../../src/db/connection';
import type { PaymentsOptions } from '../../src/payments/options';
import { seedIfEmpty } from '../../src/seed/seed';
import { localDiskStorage } from '../../src/uploads/local-disk-storage';
import type { TestDriver } from './drivers';
import { createFakeSite, type FakeServerBuild } from './fake-site';

export const PUBLIC_URL = 'https://manara.test';
const ROOMY: RateLimits['login'] = { perIp: { limit: 10_000, windowMs: 60_000 }, perAccount: { limit: 10_000, windowMs: 60_000 } };
/** Rate limits out of the way, for suites that test something else. */
export const ROOMY_RATE_LIMITS: RateLimits = { login: ROOMY, register: ROOMY, forgotPassword: ROOMY, resetPassword: ROOMY, photoUpload: ROOMY };

interface SendOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `multipart/form-data` instead. */
  form?: FormData;
  /** Sent as it is, with whatever `Content-Type` the headers give. */
  raw?: string;
  headers?: Record<string, string>;
  token?: string;
  /** The client address the rate limits count. */
  ip?: string;
}

export interface AccountsApi {
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  readonly db: Database;
  /** Every account e-mail the app sent, oldest first. */
  readonly outbox: readonly SentMail[];
  /** Every other e-mail (programmes, contact), oldest first. */
  readonly notices: Outbox['notices'];
  readonly unexpectedErrors: unknown[];
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** The app's clock. */
  now(): Date;
  /** Every response body seen, for checks across the whole suite. */
  readonly bodies: string[];
  /** The temp folder profile photos are stored in (and served from at `/uploads/`). */
  readonly uploadDir: string;
  /** Every route the app answers, as its router lists them (middleware as `ALL`). */
  readonly routes: ReadonlyArray<{ method: string; path: string }>;
}

let counter = 0;
/** An e-mail nobody else in the run uses. */
export const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${(counter += 1)}@example.com`;

export const STRONG_PASSWORD = 'Str0ng!pass';

/** A sign-up body with every field filled in (the contract's input type has them all optional). */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
}

export const registration = (overrides: Partial<Registration> = {}): Registration => ({
  firstName: 'Nour',
  lastName: 'Hassan',
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  confirmPassword: overrides.password ?? STRONG_PASSWORD,
  phoneNumber: '01012345678',
  ...overrides,
});

/**
 * An empty, migrated database on `driver` and the app over it with an outbox and a clock the test moves.
 * `google` is read when the app is made, after the hooks registered before this one (a provider's start).
 * `seedCatalogue` adds the demo courses; `payments` picks the payment provider (the sandbox otherwise).
 */
export function useAccountsApi(
  driver: TestDriver,
  {
    rateLimits = ROOMY_RATE_LIMITS,
    google,
    seedCatalogue = false,
    fakeSite = false,
    payments,
    cachedCatalogue = false,
    cachedAccounts = true,
    mailer,
    contactDetails,
  }: {
    rateLimits?: RateLimits;
    /**
     * Another mailer than the outbox (a real SMTP client), or one in front of it; made once the suite starts,
     * given the outbox that `outbox` and `notices` read.
     */
    mailer?: (outbox: Outbox) => Mailer;
    /** How to reach the team, as configured (the placeholders otherwise). */
    contactDetails?: ContactDetails;
    google?: () => GoogleSignInConfig;
    seedCatalogue?: boolean;
    /** Serve a stand-in built site, for pages the browser lands on; with `serverBuild`, one that draws some. */
    fakeSite?: boolean | { serverBuild: FakeServerBuild };
    payments?: () => Partial<PaymentsOptions>;
    /** The catalogue in memory, listening to the database's notifications as a server's does. */
    cachedCatalogue?: boolean;
    /** Signed-in readers' accounts in memory, as the server keeps them (decision 099); false reads them on every request. */
    cachedAccounts?: boolean;
  } = {},
): AccountsApi {
  let connection: DatabaseConnection | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let offsetMs = 0;
  let uploadDir: string | undefined;
  let site: Awaited<ReturnType<typeof createFakeSite>> | undefined;
  const outbox = outboxMailer({ log: () => undefined });
  const unexpectedErrors: unknown[] = [];
  const bodies: string[] = [];

  let stopListening: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    connection = await driver.openEmpty();
    await connection.migrate();
    uploadDir = await mkdtemp(path.join(tmpdir(), 'manara-uploads-'));
    if (seedCatalogue) await seedIfEmpty(connection.db, { files: localDiskStorage(uploadDir) });
    const catalogue = cachedCatalogue ? catalogueCache() : undefined;
    if (catalogue) stopListening = await connection.listen(CATALOGUE_CHANNEL, () => catalogue.invalidate());
    const accounts = cachedAccounts ? accountsCache() : undefined;
    if (accounts) {
      connection.watchWrites(ACCOUNT_TABLES, () => accounts.forget());
      const stopCatalogue = stopListening;
      const stopAccounts = await connection.listen(ACCOUNTS_CHANNEL, () => accounts.forget());
      stopListening = async () => {
        await stopCatalogue?.();
        await stopAccounts();
      };
    }
    if (fakeSite) site = await createFakeSite(fakeSite === true ? {} : fakeSite);
    app = createApp({
      db: connection.db,
      ...(site ? { siteDir: site.dir } : {}),
      onUnexpectedError: (error) => unexpectedErrors.push(error),
      users: {
        mailer: mailer?.(outbox) ?? outbox,
        publicUrl: () => PUBLIC_URL,
        now: () => new Date(Date.now() + offsetMs),
        rateLimits,
        clientIp: (c) => c.req.header('x-test-client') ?? 'test-client',
        photoStorage: localDiskStorage(uploadDir),
        google: google?.(),
        ...(contactDetails ? { contactDetails } : {}),
      },
      ...(payments ? { payments: payments() } : {}),
      ...(catalogue ? { catalogue } : {}),
      ...(accounts ? { accounts } : {}),
    });
  });
  afterAll(async () => {
    outbox.close();
    await stopListening?.();
    await connection?.close();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
    await site?.remove();
  });

  const ready = () => {
    if (!app || !connection || !uploadDir) throw new Error('useAccountsApi() is only ready inside tests and hooks.');
    return { app, connection, uploadDir };
  };

  return {
    async send(method, path, { body, form, raw, token, ip, headers: extraHeaders } = {}) {
      const headers: Record<string, string> = { ...extraHeaders };
      // A form sets its own type, with the boundary.
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      if (ip) headers['x-test-client'] = ip;
      const response = await ready().app.request(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(form === undefined ? {} : { body: form }),
        ...(raw === undefined ? {} : { body: raw }),
      });
      bodies.push(await response.clone().text());
      return response;
    },
    get db() {
      return ready().connection.db;
    },
    get uploadDir() {
      return ready().uploadDir;
    },
    get routes() {
      return ready().app.routes;
    },
    outbox: outbox.messages,
    notices: outbox.notices,
    unexpectedErrors,
    advance: (ms) => {
      offsetMs += ms;
    },
    now: () => new Date(Date.now() + offsetMs),
    bodies,
  };
}

/** The token in the newest e-mail to `to` of `kind`. */
export function tokenFromOutbox(api: AccountsApi, to: string, kind: SentMail['kind']): string {
  const mail = api.outbox.findLast((message) => message.to === to && message.kind === kind);
  if (!mail) throw new Error(`No ${kind} e-mail to ${to}`);
  const token = new URL(mail.link).searchParams.get('token');
  if (!token) throw new Error(`The ${kind} e-mail to ${to} has no token`);
  return token;
}

export async function readMessage(response: Response) {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return v.parse(MessageResponseSchema, body).data.message;
}

/** Signs up, opens the link, logs in: a ready account and its session token. */
export async function signedUpUser(api: AccountsApi, overrides: Partial<Registration> = {}) {
  const body = registration(overrides);
  await readMessage(await api.send('POST', '/api/users/register', { body }));
  const verifyToken = tokenFromOutbox(api, body.email.toLowerCase(), 'verify_email');
  await readMessage(await api.send('GET', `/api/users/verify-email?token=${verifyToken}`));
  const token = await login(api, body.email, body.password);
  return { ...body, email: body.email.toLowerCase(), token };
}

export async function login(api: AccountsApi, email: string, password: string) {
  const response = await api.send('POST', '/api/users/login', { body: { email, password } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return v.parse(LoginResponseSchema, body).data.token;
}

/** The status and message of an error answer, checked against the contract's error shape. */
export async function errorOf(response: Response) {
  const body = v.parse(ErrorResponseSchema, await response.json());
  expect(body.status).toBe(response.status >= 500 ? 'error' : 'fail');
  return { status: response.status, message: body.message };
}
