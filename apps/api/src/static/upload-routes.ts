import { Hono } from 'hono';
import { notFound } from '../http/responses';
import { UPLOADS_PATH } from '../uploads/local-disk-storage';
import { STORED_FILE_CACHE_CONTROL } from '../uploads/storage';
import { withCacheControl } from './cache-control';
import { lazyStatic } from './lazy-static';

/** Everything the API stores is re-encoded to WebP; nothing else in the folder (a file being written) is served. */
const SERVED_FILE = /\.webp$/;

/**
 * `/uploads/...`: files a local-disk storage keeps in `uploadDir`. Their keys are random and never
 * reused, so they are cached for good. Without a folder (storage elsewhere) every path is a 404.
 */
export function uploadRoutes(uploadDir: string | undefined) {
  const uploads = new Hono();
  if (uploadDir) {
    const serve = withCacheControl(
      lazyStatic(uploadDir, { rewriteRequestPath: (requestPath) => requestPath.slice(UPLOADS_PATH.length) }),
      () => STORED_FILE_CACHE_CONTROL,
    );
    uploads.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (!SERVED_FILE.test(c.req.path)) return next();
      // The type comes from the extension, and the browser must not second-guess it.
      c.header('X-Content-Type-Options', 'nosniff');
      return serve(c, next);
    });
  }
  uploads.all('*', notFound);
  return uploads;
}
