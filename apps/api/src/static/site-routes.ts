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
 * everything under them. The build writes compressed twins of its text files (decision 026).
 */
export function siteRoutes(siteDir: string) {
  const site = new Hono();
  const files = lazyStatic(siteDir, { precompressed: true });
  // The page itself goes through the same file serving, so it is sent compressed once it is big enough to have twins.
  const page = lazyStatic(siteDir, { path: 'index.html', precompressed: true });
  site.use(withCacheControl(files, (c) => (isHashedAsset(c.req.path) ? CACHE_FOREVER : REVALIDATE)));
  site.get(
    '*',
    // A missing hashed file is a stale or wrong link; HTML in its place would fail confusingly as a script.
    async (c, next) => (isHashedAsset(c.req.path) ? notFound(c) : next()),
    withCacheControl(page, () => REVALIDATE),
    (c) => c.text(SITE_NOT_BUILT_MESSAGE, 503),
  );
  return site;
}
