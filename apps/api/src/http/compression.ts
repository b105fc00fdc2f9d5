import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

/** Below this gzip saves a few hundred bytes at most, and a short error can come out longer than it went in. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip (or deflate) for answers built in memory (JSON, the sandbox checkout page) when the client accepts it.
 *
 * `compress()` only skips a small body when the response states its Content-Length, and Hono leaves that
 * header to the server. JSON answers state it as they are made (`measureJson`), so a small one goes out as
 * it was built: no stream, no copy, no second Response. Any other body of a compressible type without a
 * length is measured after the handler (a copy of a string already in memory).
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_FROM_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      measureJson(c);
      await next();
      const { res } = c;
      if (res.headers.has('Content-Length') || !res.body) return;
      if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) return;
      const body = await res.arrayBuffer();
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
}

/**
 * `c.json` as Hono's, with the body's length in Content-Length. The length goes on a copy of the headers:
 * Hono may hand the context's prepared headers to the response itself, and they must not carry one answer's
 * length into another.
 */
function measureJson(c: Context) {
  const json = (object: unknown, arg?: Parameters<Context['body']>[1], headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const built = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
    const sized = new Headers(built.headers);
    sized.set('Content-Length', String(Buffer.byteLength(text)));
    return new Response(text, { status: built.status, headers: sized });
  };
  c.json = json as unknown as Context['json'];
}

/** Whether an `Accept-Encoding` takes gzip: named (or `*`) with a weight above 0. */
export function acceptsGzip(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return false;
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const weight = weights.get('gzip') ?? weights.get('*') ?? 0;
  return weight > 0;
}
