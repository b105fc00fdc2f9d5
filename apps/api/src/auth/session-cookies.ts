import { AUTH_COOKIE, ROLE_COOKIE, type UserRole } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_TTL_SECONDS } from './session';

/**
 * Strict same-site on the whole site, Secure always (browsers count `localhost` as secure): the rules of
 * both session cookies (docs/product/accounts.md#the-session).
 */
const RULES = { path: '/', secure: true, sameSite: 'Strict' } as const;

/**
 * Starts a session in the browser that sent `c`: the token in a cookie no script can read, and the hint
 * the site reads to know a session exists and its role. Remembered, both last as long as the token;
 * otherwise they end when the browser closes (decision 065).
 */
export function grantSessionCookies(c: Context, { token, role, remember }: { token: string; role: UserRole; remember: boolean }) {
  const lifetime = remember ? { maxAge: SESSION_TTL_SECONDS } : {};
  setCookie(c, AUTH_COOKIE, token, { ...RULES, httpOnly: true, ...lifetime });
  setCookie(c, ROLE_COOKIE, role, { ...RULES, ...lifetime });
}

/** Ends the session in the browser that sent `c` (sign-out, or a token that no longer works). */
export function endSessionCookies(c: Context) {
  deleteCookie(c, AUTH_COOKIE, RULES);
  deleteCookie(c, ROLE_COOKIE, RULES);
}
