import type { SiteLanguage } from '@manara/api-client/paths';
import { LOCALE_COOKIE } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The languages a page of the server is drawn in: the site's (docs/product/languages.md). */
export type PageLanguage = SiteLanguage;

/** The visitor's language from `Accept-Language`: Arabic if they prefer it to English, else English. */
export function preferredLanguage(acceptLanguage: string | undefined): PageLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { base: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.base === 'ar' || entry.base === 'en')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base === 'ar' ? 'ar' : 'en';
}

/**
 * The language the reader was reading the site in (its cookie, docs/product/languages.md#what-the-server-writes-to-a-reader),
 * else the one their browser prefers: for what the server writes to them without an address to say it.
 */
export function readerLanguage(c: Context): PageLanguage {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return chosen === 'en' || chosen === 'ar' ? chosen : preferredLanguage(c.req.header('Accept-Language'));
}
