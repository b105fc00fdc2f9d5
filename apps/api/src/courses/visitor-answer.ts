import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip, COMPRESS_FROM_BYTES } from '../http/compression';
import { etagOf, type CachedEntry } from './catalogue-cache';

/** Whether a request's `If-None-Match` names `etag` (a weak match, as a compressed answer's tag is weak). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * A visitor's answer from the catalogue cache (decision 051): the JSON made once per entry, with its ETag,
 * and gzipped once per entry for the browsers that take gzip. A browser that holds the answer already gets a
 * 304. `no-cache` lets it keep the answer, asking each time whether it changed; a signed-in reader's answer
 * differs (what they hold), so `Vary: Authorization` keeps the two apart in shared caches.
 */
export function visitorAnswer<T>(c: Context, entry: CachedEntry<T>, build: (value: T) => unknown) {
  const { text, etag, bytes } = entry.derive('visitor', (value) => {
    const json = JSON.stringify(build(value));
    return { text: json, etag: etagOf(json), bytes: Buffer.byteLength(json) };
  });
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', Vary: 'Authorization, Accept-Encoding' };
  // Encoded, the bytes differ: the tag becomes weak, as the compression middleware makes it.
  const gzip = bytes >= COMPRESS_FROM_BYTES && acceptsGzip(c.req.header('Accept-Encoding'));
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, { ...headers, ETag: gzip ? `W/${etag}` : etag });
  if (!gzip) return c.body(text, 200, { ...headers, ETag: etag, 'Content-Length': String(bytes) });
  const zipped = entry.derive('visitor-gzip', () => gzipSync(text));
  return c.body(zipped, 200, { ...headers, ETag: `W/${etag}`, 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.byteLength) });
}
