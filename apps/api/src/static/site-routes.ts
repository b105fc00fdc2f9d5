import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { Database } from '../db/connection';
import { compressResponses } from '../http/compression';
import { notFound } from '../http/responses';
import { withCacheControl } from './cache-control';
import { lazyStatic } from './lazy-static';
import { pageMeta, preferredLanguage, withMeta } from './page-meta';

/** Vite puts content-hashed files here: a changed file gets a new name, so it may be cached for good. */
const HASHED_ASSETS_PREFIX = '/assets/';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is revalidated so a new build shows up at once. */
const REVALIDATE = 'no-cache';

export const SITE_NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

const isHashedAsset = (requestPath: string) => requestPath.startsWith(HASHED_ASSETS_PREFIX);

/** `index.html` as built, read again only when the build changes it. */
function builtPage(siteDir: string) {
  const file = path.join(siteDir, 'index.html');
  let cached: { modified: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const modified = await stat(file).then((info) => info.mtimeMs, () => undefined);
    if (modified === undefined) return undefined;
    if (cached?.modified !== modified) cached = { modified, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * The built single-page site: its files, and `index.html` for every other GET so client-side routes
 * survive a reload. Mounted after `/api` and `/media`, which answer everything under them. The build writes
 * compressed twins of its files (decision 026). The page carries the address's own title, description and
 * preview tags, in the visitor's language, so a shared link previews without JavaScript (decision 049).
 */
export function siteRoutes(siteDir: string, { db, origin }: { db: Database; origin: () => string }) {
  const site = new Hono();
  const files = lazyStatic(siteDir, { precompressed: true });
  const page = builtPage(siteDir);
  const served = withCacheControl(files, (c) => (isHashedAsset(c.req.path) ? CACHE_FOREVER : REVALIDATE));
  // The page is never served as the plain file: it gets its tags below.
  site.use((c, next) => (c.req.path === '/' || c.req.path === '/index.html' ? next() : served(c, next)));
  site.get(
    '*',
    // A missing hashed file is a stale or wrong link; HTML in its place would fail confusingly as a script.
    async (c, next) => (isHashedAsset(c.req.path) ? notFound(c) : next()),
    compressResponses(),
    async (c) => {
      const html = await page();
      if (html === undefined) return c.text(SITE_NOT_BUILT_MESSAGE, 503);
      const meta = await pageMeta(db, { path: c.req.path, lang: preferredLanguage(c.req.header('Accept-Language')), origin: origin() });
      return c.html(withMeta(html, meta), 200, { 'Cache-Control': REVALIDATE, Vary: 'Accept-Language, Accept-Encoding' });
    },
  );
  return site;
}
