import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

/** Below this gzip saves a few hundred bytes at most, and a short error can come out longer than it went in. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip (or deflate) for answers built in memory (JSON, the sandbox checkout page) when the client accepts it.
 *
 * `compress()` only skips a small body when the response states its Content-Length, and Hono leaves that
 * header to the server, so every body would be squeezed. A body of a compressible type is measured
 * first: it is a string already in memory, so measuring costs a copy, not a wait.
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_FROM_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const { res } = c;
      if (!res.body || res.headers.has('Content-Length')) return;
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) return;
      const body = await res.arrayBuffer();
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
}
