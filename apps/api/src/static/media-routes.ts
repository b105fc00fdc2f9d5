import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { notFound } from '../http/responses';
import { withCacheControl } from './cache-control';

/**
 * Thirty days, not "immutable": media names carry no content hash, so a redrawn
 * cover must still reach browsers eventually (they revalidate with Last-Modified).
 */
const MEDIA_CACHE = 'public, max-age=2592000';

/** `/media/...`: course covers and instructor avatars shipped with the package. */
export function mediaRoutes(mediaDir: string) {
  const media = new Hono();
  const serve = serveStatic({ root: mediaDir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/media/, '') });
  media.use(withCacheControl(serve, () => MEDIA_CACHE));
  media.all('*', notFound);
  return media;
}
