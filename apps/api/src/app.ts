import { Hono } from 'hono';
import { uncachedCatalogue, type CatalogueCache } from './courses/catalogue-cache';
import { uncachedAccounts, type AccountsCache } from './auth/accounts-cache';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from './log';
import { resolveUsersOptions, type UsersOptions } from './users/options';
import type { JWK } from 'jose';
import { credentialSigner, generateSigningKey } from './credentials/signing-key';
import type { Database } from './db/connection';
import { describeError } from './describe-error';
import { apiRoutes } from './api-routes';
import { resolvePaymentsOptions, type PaymentsOptions } from './payments/options';
import { compressResponses } from './http/compression';
import { refuseCrossSiteWrites } from './http/same-origin';
import { answerHeaders } from './http/answer-headers';
import { ApiFailure, errorResponse, notFound } from './http/responses';
import { defaultSiteDir, seedAssetsDir } from './paths';
import { mediaRoutes } from './static/media-routes';
import { seoRoutes } from './static/seo-routes';
import { siteRoutes } from './static/site-routes';
import { uploadRoutes } from './static/upload-routes';

/** Polled every few seconds by an orchestrator: logging them would bury everything else. */
const PROBES = new Set(['/api/health', '/api/live', '/api/ready']);

/**
 * Marks, in the environment of `app.request`, a read the app makes of itself while it draws a page: part
 * of the page's request, not one of its own. Nothing a client sends can set it.
 */
const PAGE_READ = Symbol('a read made while drawing a page');

/** One line per request once answered: its id, method, path without the query, status and time. */
const requestLog = (log: Logger) =>
  createMiddleware<{ Variables: RequestIdVariables }>(async (c, next) => {
    const started = performance.now();
    await next();
    if (PROBES.has(c.req.path) || (c.env as Record<symbol, unknown> | undefined)?.[PAGE_READ] === true) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info('request', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms });
  });

export interface AppOptions {
  db: Database;
  /** The built site; `apps/site/dist` by default. */
  siteDir?: string;
  /** Files served at `/media/`; the shipped `seed-assets/` by default. */
  mediaDir?: string;
  /**
   * Hears about every unexpected error, with the request's id when a request met it; the client only gets a
   * generic 500. The default logs `describeError`'s account of it.
   */
  onUnexpectedError?: (error: unknown, fields?: { requestId: string }) => void;
  /** When given, every request but the orchestrator's probes is logged once answered. */
  log?: Logger;
  /**
   * Session secret, mailer, clock, rate limits, photo storage…; each has a default (see `resolveUsersOptions`).
   * A local-disk photo storage is served at `/uploads/`.
   */
  users?: Partial<UsersOptions>;
  /** The payment provider; the sandbox with a per-process secret by default. */
  payments?: Partial<PaymentsOptions>;
  /** The private JWK credentials are signed with; a per-process key by default. */
  credentialSigningKey?: JWK;
  /** The public catalogue in memory; none by default, so every read goes to the database (decision 051). */
  catalogue?: CatalogueCache;
  /** Signed-in readers' accounts in memory; none by default, so every request reads its own (decision 099). */
  accounts?: AccountsCache;
  /** The server has begun to stop: `/api/ready` answers 503 so no new traffic comes. */
  isDraining?: () => boolean;
}

let processKey: JWK | undefined;
/** One RSA key for every app this process makes without one: making a key takes a noticeable moment. */
const processSigningKey = () => (processKey ??= generateSigningKey());

/** The whole HTTP surface, without a port: tests call `app.request(...)`. */
export function createApp({
  db,
  siteDir = defaultSiteDir,
  mediaDir = seedAssetsDir,
  onUnexpectedError = (error) => console.error(describeError(error)),
  users,
  payments,
  credentialSigningKey = processSigningKey(),
  catalogue = uncachedCatalogue,
  accounts = uncachedAccounts,
  isDraining = () => false,
  log,
}: AppOptions) {
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use(answerHeaders());
  if (log) app.use(requestLog(log));
  const usersOptions = resolveUsersOptions(users);
  const paymentsOptions = resolvePaymentsOptions(payments, { publicUrl: usersOptions.publicUrl });
  // The site's files come compressed from the build; uploads and media are WebP.
  app.use('/api/*', compressResponses());
  app.use('/api/*', refuseCrossSiteWrites(usersOptions.publicUrl));
  app.route(
    '/api',
    apiRoutes(db, {
      users: usersOptions,
      payments: paymentsOptions,
      credentials: credentialSigner(credentialSigningKey),
      reportError: onUnexpectedError,
      dispatch: async (path, init) => app.request(path, init),
      catalogue,
      accounts,
      isDraining,
    }),
  );
  app.route('/media', mediaRoutes(mediaDir));
  app.route('/uploads', uploadRoutes(usersOptions.photoStorage.localDir));
  app.route('/', seoRoutes(db, usersOptions.publicUrl));
  app.route(
    '/',
    siteRoutes(siteDir, {
      db,
      origin: usersOptions.publicUrl,
      dispatch: async (path, init) => app.request(path, init, { [PAGE_READ]: true }),
      reportError: onUnexpectedError,
      catalogue,
    }),
  );

  app.notFound(notFound);
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return errorResponse(c, error.code, error.details);
    // Hono's own refusals (a malformed request it could not route) are the client's mistake too.
    if (error instanceof HTTPException && error.status < 500) return errorResponse(c, error.status === 404 ? 'NOT_FOUND' : 'VALIDATION');
    onUnexpectedError(error, { requestId: c.get('requestId') });
    // Never the error's own message or stack: it may describe our internals.
    return errorResponse(c, 'INTERNAL');
  });
  return app;
}
