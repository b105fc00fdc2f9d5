import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip, COMPRESS_FROM_BYTES } from '../http/compression';
import { etagOf, type CachedEntry } from './catalogue-cache';

/** Whether a request's `If-None-Match` names `etag` (a weak match, as a compressed answer's tag is weak). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * The same body for every visitor, from an entry of the catalogue cache (decisions 051 and 058): its text
 * (made by `text` once per entry) with its ETag, gzipped once per entry for the browsers that take gzip. A
 * browser that holds it already gets a 304. `no-cache` lets it keep the body, asking each time whether it
 * changed.
 */
export function keptAnswer<T>(c: Context, entry: CachedEntry<T>, { text: make, headers }: { text: (value: T) => string; headers: Record<string, string> }) {
  const { text, etag, bytes } = entry.derive('visitor', (value) => {
    const made = make(value);
    return { text: made, etag: etagOf(made), bytes: Buffer.byteLength(made) };
  });
  const sent = { ...headers, 'Cache-Control': 'no-cache' };
  // Encoded, the bytes differ: the tag becomes weak, as the compression middleware makes it.
  const gzip = bytes >= COMPRESS_FROM_BYTES && acceptsGzip(c.req.header('Accept-Encoding'));
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, { ...sent, ETag: gzip ? `W/${etag}` : etag });
  if (!gzip) return c.body(text, 200, { ...sent, ETag: etag, 'Content-Length': String(bytes) });
  const zipped = entry.derive('visitor-gzip', () => gzipSync(text));
  return c.body(zipped, 200, { ...sent, ETag: `W/${etag}`, 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.byteLength) });
}

/**
 * A visitor's JSON answer from the catalogue cache. A signed-in reader's answer differs (what they hold), so
 * `Vary: Authorization` keeps the two apart in shared caches.
 */
export const visitorAnswer = <T>(c: Context, entry: CachedEntry<T>, build: (value: T) => unknown) =>
  keptAnswer(c, entry, { text: (value) => JSON.stringify(build(value)), headers: { 'Content-Type': 'application/json', Vary: 'Authorization, Accept-Encoding' } });
