import { AUTH_COOKIE } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import type { SessionDeps } from './session-deps';
import { httpError } from '../http/responses';
import type { UserRow } from '../db/schema';

export interface SessionEnv {
  Variables: { user: UserRow };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets the request through with `c.var.user` when it carries a current session token
 * (`Authorization: Bearer …`); the token's `ver` must still equal the user's session version.
 */
export function requireUser(deps: SessionDeps) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const user = await sessionUser(deps, c.req.header('Authorization'));
    if (!user) throw httpError('LOGIN_REQUIRED');
    c.set('user', user);
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

/** The user a current session token in `authorization` belongs to; undefined for none, or a bad or ended one. */
export async function sessionUser({ db, sessions }: SessionDeps, authorization: string | undefined): Promise<UserRow | undefined> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  const claims = token ? await sessions.verify(token) : undefined;
  if (!claims) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  return user && user.sessionVersion === claims.version ? user : undefined;
}

/**
 * The user of a page the browser loads by itself (the sandbox's card page), where no script adds the
 * Authorization header: the session comes from the auth cookie the site keeps (decision 006), which
 * the browser sends with same-site requests only (SameSite=Strict).
 */
export function pageSessionUser(deps: SessionDeps, c: Context): Promise<UserRow | undefined> {
  const token = getCookie(c, AUTH_COOKIE);
  return token ? sessionUser(deps, `Bearer ${token}`) : Promise.resolve(undefined);
}
