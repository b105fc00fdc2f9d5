import { LOCALE_COOKIE } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The languages a page of the server is drawn in. */
export type PageLanguage = 'en' | 'ar';

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

/** The language the reader chose on the site (its cookie), else the one their browser prefers. */
export function readerLanguage(c: Context): PageLanguage {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return chosen === 'en' || chosen === 'ar' ? chosen : preferredLanguage(c.req.header('Accept-Language'));
}
