import { existsSync } from 'node:fs';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

type LazyStaticOptions = Pick<ServeStaticOptions, 'rewriteRequestPath' | 'path' | 'precompressed'>;

/**
 * Static files from `root`, once it exists: the server may start before the site is built
 * or the first photo is uploaded (and `serveStatic` complains about a missing root when it is created).
 *
 * With `precompressed`, the `.br` or `.gz` twin a build wrote beside a file goes to browsers that accept
 * it. `serveStatic` says `Vary: Accept-Encoding` only when it sends a twin; the plain answer says it too,
 * or a shared cache could keep that one copy for everyone.
 */
export function lazyStatic(root: string, options: LazyStaticOptions = {}): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!serve && existsSync(root)) serve = serveStatic({ root, ...options });
    if (!serve) return next();
    const response = await serve(c, next);
    if (options.precompressed && response instanceof Response && mayHaveTwin(response)) {
      response.headers.set('Vary', 'Accept-Encoding');
    }
    return response;
  };
}

const mayHaveTwin = (response: Response) =>
  !response.headers.has('Vary') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get('Content-Type') ?? '');
