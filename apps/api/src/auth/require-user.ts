import { AUTH_COOKIE } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { SessionDeps } from './session-deps';
import { errorResponse, httpError } from '../http/responses';
import type { UserRow } from '../db/schema';
import { endSessionCookies } from './session-cookies';

/** A request's current session: its user, whether it was remembered, and how it came (decision 065). */
export interface Session {
  user: UserRow;
  remember: boolean;
  /** The courses the user may watch now (an active subscription). */
  courseIds: ReadonlySet<string>;
  /** `bearer`: an API client's `Authorization` header; `cookie`: a browser's session cookie. */
  via: 'bearer' | 'cookie';
}

export interface SessionEnv {
  Variables: { user: UserRow; session: Session };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets the request through with `c.var.user` when it carries a current session token, in the
 * `Authorization: Bearer …` header or the browser's session cookie; the token's `ver` must still equal
 * the user's session version. A browser whose cookie no longer works has it cleared with the 401.
 */
export function requireUser(deps: SessionDeps) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = await sessionOf(deps, c);
    if (!session) {
      if (getCookie(c, AUTH_COOKIE) !== undefined) endSessionCookies(c);
      return errorResponse(c, 'LOGIN_REQUIRED');
    }
    c.set('session', session);
    c.set('user', session.user);
    await next();
  });
}

/** After `requireUser`: lets admins through, and answers everyone else 403; a blocked admin cannot act as one. */
export const requireAdmin = () =>
  createMiddleware<SessionEnv>(async (c, next) => {
    if (c.var.user.role !== 'admin') throw httpError('ADMIN_ONLY');
    if (c.var.user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
    await next();
  });

/**
 * The current session `c` carries: the bearer token when there is an `Authorization` header (an API
 * client's, which the browser never sends by itself), else the session cookie; undefined for none, or a
 * bad or ended one.
 */
export async function sessionOf({ db, sessions, accounts }: SessionDeps, c: Context): Promise<Session | undefined> {
  const authorization = c.req.header('Authorization');
  const via = authorization === undefined ? 'cookie' : 'bearer';
  const token = via === 'bearer' ? BEARER.exec(authorization ?? '')?.[1] : getCookie(c, AUTH_COOKIE);
  const claims = token ? await sessions.verify(token) : undefined;
  if (!claims) return undefined;
  const account = await accounts.get(db, claims.userId);
  return account && account.user.sessionVersion === claims.version ? { user: account.user, courseIds: account.courseIds, remember: claims.remember, via } : undefined;
}

/** Whether `c` carries a session token at all, current or not (a visitor's request carries none). */
export const carriesSession = (c: Context) => c.req.header('Authorization') !== undefined || getCookie(c, AUTH_COOKIE) !== undefined;

/** The user of `c`'s current session, if any (a page or answer that differs for a signed-in reader). */
export const sessionUser = async (deps: SessionDeps, c: Context): Promise<UserRow | undefined> => (await sessionOf(deps, c))?.user;
