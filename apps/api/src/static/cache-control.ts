import type { Context, MiddlewareHandler } from 'hono';

/**
 * Adds Cache-Control to the files a static middleware serves, and only to those:
 * serveStatic's own `onFound` hook runs after the response is built, too late to add
 * a header, and a header set before it would stick to whatever answers a miss.
 */
export function withCacheControl(serve: MiddlewareHandler, cacheControl: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl(c));
    return response;
  };
}
