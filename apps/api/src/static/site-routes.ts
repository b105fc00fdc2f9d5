import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { notFound } from '../http/responses';
import { withCacheControl } from './cache-control';
import { lazyStatic } from './lazy-static';

/** Vite puts content-hashed files here: a changed file gets a new name, so it may be cached for good. */
const HASHED_ASSETS_PREFIX = '/assets/';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is revalidated so a new build shows up at once. */
const REVALIDATE = 'no-cache';

export const SITE_NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

const isHashedAsset = (requestPath: string) => requestPath.startsWith(HASHED_ASSETS_PREFIX);

/**
 * The built single-page site: its files, and `index.html` for every other GET so
 * client-side routes survive a reload. Mounted after `/api` and `/media`, which answer
 * everything under them.
 */
export function siteRoutes(siteDir: string) {
  const site = new Hono();
  site.use(withCacheControl(lazyStatic(siteDir), (c) => (isHashedAsset(c.req.path) ? CACHE_FOREVER : REVALIDATE)));
  site.get('*', async (c) => {
    // A missing hashed file is a stale or wrong link; HTML in its place would fail confusingly as a script.
    if (isHashedAsset(c.req.path)) return notFound(c);
    const html = await readIfExists(path.join(siteDir, 'index.html'));
    if (html === undefined) return c.text(SITE_NOT_BUILT_MESSAGE, 503);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  });
  return site;
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
