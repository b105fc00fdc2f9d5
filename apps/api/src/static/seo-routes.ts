import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/connection';
import { courses } from '../db/schema';
import { escapeHtml } from '../mail/mail-templates';
import { PUBLIC_PAGES } from './page-meta';

/** An hour: search engines come back often enough, and a new course shows up the same day. */
const SEO_CACHE = 'public, max-age=3600';

/**
 * `/robots.txt` and `/sitemap.xml` (docs/product/public-pages.md#link-previews): every public page and every
 * published course, at the site's public address; the back office and the API are not for indexing.
 */
export function seoRoutes(db: Database, origin: () => string) {
  return new Hono()
    // Disallow lines first: parsers that take the first rule matching an address read them as the others do.
    .get('/robots.txt', (c) =>
      c.text(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', `Sitemap: ${absoluteUrl(origin(), '/sitemap.xml')}`, ''].join('\n'), 200, {
        'Cache-Control': SEO_CACHE,
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const published = await db
        .select({ id: courses.id, createdAt: courses.createdAt })
        .from(courses)
        .where(eq(courses.status, 'published'))
        .orderBy(desc(courses.createdAt));
      const url = (path: string, lastModified?: Date) =>
        `  <url><loc>${escapeHtml(absoluteUrl(origin(), path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_PAGES.map((path) => url(path)),
        ...published.map((course) => url(sitePaths.coursePage(course.id), course.createdAt)),
        '</urlset>',
        '',
      ].join('\n');
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE });
    });
}
