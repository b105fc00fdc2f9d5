import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AccountsOptions } from '../accounts/options';
import { userRoutes } from '../accounts/routes';
import { courseRoutes } from '../courses/routes';
import type { Database } from '../db/connection';
import { errorBody, errorResponse, notFound, success } from './responses';

/** Request bodies here are small JSON documents; anything bigger is a mistake or abuse. */
const MAX_BODY_BYTES = 64 * 1024;

/** Everything under `/api`: JSON in, JSON out, including every error. */
export function apiRoutes(
  db: Database,
  { accounts, reportError }: { accounts: AccountsOptions; reportError: (error: unknown) => void },
) {
  const api = new Hono();
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        c.json(errorBody(405, 'Method not allowed'), 405, { Allow: methods.join(', ') }),
    }),
  );
  api.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, 413, 'Request body is too large') }));

  api.get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return errorResponse(c, 503, 'The database is not reachable');
    }
    return c.json(success({ ok: true }));
  });
  api.route('/courses', courseRoutes(db));
  api.route('/users', userRoutes(db, accounts, reportError));
  api.all('*', notFound);
  return api;
}
