import { absoluteUrl, inLanguage, SITE_LANGUAGES, sitePaths, type SiteLanguage } from '@manara/api-client/paths';
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
 * published course, at the site's public address, in each language with its alternates (docs/product/languages.md);
 * the back office and the API are not for indexing.
 */
export function seoRoutes(db: Database, origin: () => string) {
  return new Hono()
    // Disallow lines first: parsers that take the first rule matching an address read them as the others do.
    .get('/robots.txt', (c) =>
      c.text(['User-agent: *', 'Disallow: /admin', `Disallow: ${inLanguage('/admin', 'ar')}`, 'Disallow: /api/', 'Allow: /', `Sitemap: ${absoluteUrl(origin(), '/sitemap.xml')}`, ''].join('\n'), 200, {
        'Cache-Control': SEO_CACHE,
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const published = await db
        .select({ id: courses.id, createdAt: courses.createdAt })
        .from(courses)
        .where(eq(courses.status, 'published'))
        .orderBy(desc(courses.createdAt));
      const at = (path: string, lang: SiteLanguage) => escapeHtml(absoluteUrl(origin(), inLanguage(path, lang)));
      // Each page once per language, each entry naming the page in every language (and English for readers of neither).
      const alternates = (path: string) =>
        [...SITE_LANGUAGES.map((lang) => [lang, at(path, lang)]), ['x-default', at(path, 'en')]]
          .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
          .join('');
      const urls = (path: string, lastModified?: Date) =>
        SITE_LANGUAGES.map(
          (lang) =>
            `  <url><loc>${at(path, lang)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`,
        );
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...PUBLIC_PAGES.flatMap((path) => urls(path)),
        ...published.flatMap((course) => urls(sitePaths.coursePage(course.id), course.createdAt)),
        '</urlset>',
        '',
      ].join('\n');
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE });
    });
}
