import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsEncoding, COMPRESS_FROM_BYTES } from '../http/compression';
import { etagOf, type CachedEntry } from './catalogue-cache';

/** Whether a request's `If-None-Match` names `etag` (a weak match, as a compressed answer's tag is weak). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** Brotli's quality for a kept body: a fifth smaller than gzip on a drawn page, in a few milliseconds once. */
const BROTLI_QUALITY = 5;

/** A kept body's compressed copies, each made once for the entry when a browser first takes it. */
const ENCODINGS = {
  br: (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (text: string) => gzipSync(text),
};

/**
 * The same body for every visitor, from an entry of the catalogue cache (decisions 051 and 058): its text
 * (made by `text` once per entry) with its ETag, compressed once per entry for the browsers that take Brotli
 * or gzip. A browser that holds it already gets a 304. `no-cache` lets it keep the body, asking each time
 * whether it changed.
 */
export function keptAnswer<T>(c: Context, entry: CachedEntry<T>, { text: make, headers }: { text: (value: T) => string; headers: Record<string, string> }) {
  const { text, etag, bytes } = entry.derive('visitor', (value) => {
    const made = make(value);
    return { text: made, etag: etagOf(made), bytes: Buffer.byteLength(made) };
  });
  const sent = { ...headers, 'Cache-Control': 'no-cache' };
  const accepted = c.req.header('Accept-Encoding');
  const encoding = bytes < COMPRESS_FROM_BYTES ? undefined : (['br', 'gzip'] as const).find((name) => acceptsEncoding(accepted, name));
  // Encoded, the bytes differ: the tag becomes weak, as the compression middleware makes it.
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, { ...sent, ETag: encoding ? `W/${etag}` : etag });
  if (!encoding) return c.body(text, 200, { ...sent, ETag: etag, 'Content-Length': String(bytes) });
  const encoded = entry.derive(`visitor-${encoding}`, () => ENCODINGS[encoding](text));
  return c.body(encoded, 200, { ...sent, ETag: `W/${etag}`, 'Content-Encoding': encoding, 'Content-Length': String(encoded.byteLength) });
}

/**
 * A visitor's JSON answer from the catalogue cache. A signed-in reader's answer differs (what they hold), so
 * `Vary: Authorization, Cookie` keeps the two apart in shared caches.
 */
export const visitorAnswer = <T>(c: Context, entry: CachedEntry<T>, build: (value: T) => unknown) =>
  keptAnswer(c, entry, { text: (value) => JSON.stringify(build(value)), headers: { 'Content-Type': 'application/json', Vary: 'Authorization, Cookie, Accept-Encoding' } });
