import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/**
 * Static files from `root`, once it exists: the server may start before the site is built
 * or the first photo is uploaded (and `serveStatic` complains about a missing root when it is created).
 */
export function lazyStatic(root: string, rewriteRequestPath?: (requestPath: string) => string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!serve && existsSync(root)) serve = serveStatic({ root, ...(rewriteRequestPath ? { rewriteRequestPath } : {}) });
    return serve ? serve(c, next) : next();
  };
}
