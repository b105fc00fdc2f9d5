import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { replaceAnswer } from './replace-answer';

/** Below this gzip saves a few hundred bytes at most, and a short error can come out longer than it went in. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * gzip (or deflate) for answers built in memory (JSON, the sandbox checkout page) when the client accepts it.
 *
 * `compress()` only skips a small body when the response states its Content-Length, and Hono leaves that
 * header to the server. A JSON answer's text is known (`jsonText`), so a small one is not even shown to
 * `compress()`: it goes out as it was built, no stream, no copy, and its length is stated with the headers every
 * answer gets (`answerHeaders`). Any other body of a compressible type without a length is measured after the
 * handler (a copy of a string already in memory).
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_FROM_BYTES });
  return async (c, next) => {
    keepJsonText(c);
    await next();
    const { res } = c;
    const text = jsonText(res);
    if (text !== undefined) {
      const bytes = Buffer.byteLength(text);
      if (bytes < COMPRESS_FROM_BYTES) return;
      // On a copy of the headers: Hono may hand the context's prepared headers to the response itself, and they
      // must not carry one answer's length into another.
      const headers = new Headers(res.headers);
      headers.set('Content-Length', String(bytes));
      replaceAnswer(c, new Response(text, { status: res.status, headers }));
    } else if (!res.headers.has('Content-Length') && res.body && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '')) {
      const body = await res.arrayBuffer();
      c.res = new Response(body, res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    }
    await gzip(c, async () => {});
  };
}

/** The text of each JSON answer `c.json` built, while that answer is the one to send. */
const jsonTexts = new WeakMap<Response, string>();

/** The JSON text `response` was built from, when `c.json` built it and nothing has replaced it since. */
export const jsonText = (response: Response) => jsonTexts.get(response);

/** `c.json` as Hono's, remembering the text it sent, so that it is never read back from the body. */
function keepJsonText(c: Context) {
  const json = (object: unknown, arg?: Parameters<Context['body']>[1], headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const built = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
    jsonTexts.set(built, text);
    return built;
  };
  c.json = json as unknown as Context['json'];
}

/** Whether an `Accept-Encoding` takes `encoding`: named (or `*`) with a weight above 0. */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: 'gzip' | 'br') {
  if (!acceptEncoding) return false;
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
  return weight > 0;
}
