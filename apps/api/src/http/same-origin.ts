import { AUTH_COOKIE } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { errorResponse } from './responses';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (address: string | undefined): string | undefined => {
  if (address === undefined) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return 'null';
  }
};

/**
 * Refuses a write that another site's page made (decision 065). The session cookie is `SameSite=Strict`, so
 * a browser does not send it from another site; this is the second lock, OWASP's check of where the request
 * came from. A write whose `Origin` (or, without one, `Referer`) is another site is refused. A write that
 * rides on the session cookie must name its origin: browsers always do; a program that sends neither uses
 * the `Authorization` header, which no other site can make a browser send.
 */
export function refuseCrossSiteWrites(publicUrl: () => string) {
  return createMiddleware(async (c: Context, next) => {
    if (READS.has(c.req.method)) return next();
    const from = originOf(c.req.header('Origin')) ?? originOf(c.req.header('Referer'));
    const ours = from !== undefined && (from === originOf(publicUrl()) || from === new URL(c.req.url).origin);
    const ridesOnCookie = c.req.header('Authorization') === undefined && getCookie(c, AUTH_COOKIE) !== undefined;
    if (from === undefined ? ridesOnCookie : !ours) return errorResponse(c, 'CROSS_SITE_REQUEST');
    return next();
  });
}
