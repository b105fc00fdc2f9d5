import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { addressLanguage, withoutLanguage } from '@manara/api-client/paths';
import { ROLE_COOKIE } from '@manara/api-client/schemas';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CatalogueCache } from '../courses/catalogue-cache';
import { keptAnswer } from '../courses/visitor-answer';
import type { Database } from '../db/connection';
import { compressResponses } from '../http/compression';
import { notFound } from '../http/responses';
import { withCacheControl } from './cache-control';
import { lazyStatic } from './lazy-static';
import { notFoundMeta, pageMeta, withMeta } from './page-meta';
import { DrawingUnderWay, firstReader, pageRenderer, serverBuildLoader, withFirstReads, withRenderedPage } from './page-renderer';
import { pageStatus } from './page-status';

/** Vite puts content-hashed files here: a changed file gets a new name, so it may be cached for good. */
const HASHED_ASSETS_PREFIX = '/assets/';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is revalidated so a new build shows up at once. */
const REVALIDATE = 'no-cache';
/** A signed-in reader's page, with their own answers in it: kept by nobody, the browser included. */
const PERSONAL = 'no-store';

export const SITE_NOT_BUILT_MESSAGE = 'The site has not been built yet. Run `npm run build`, then restart the server.';

const isHashedAsset = (requestPath: string) => requestPath.startsWith(HASHED_ASSETS_PREFIX);

/**
 * Every file the build writes has an extension (`/favicon.svg`, `/assets/index-….js`); a page's address has none
 * (`/courses`, `/ar/CoursePage/{id}`). A page is not looked for on disk first: the file server looks with a
 * blocking `stat`, which was a twentieth of the server's work under a mix of readers (decision 109).
 */
const mayNameAFile = (requestPath: string) => path.posix.extname(requestPath) !== '';

/** How long `index.html` is taken as read before its file is looked at again. */
export const BUILT_PAGE_CHECK_MS = 1000;

/**
 * `index.html` as built, read again when the build changes it: its file is looked at once a second at most, not for
 * every page, where the look was a twentieth of the server's work under a mix of readers (decision 109).
 */
export function builtPage(siteDir: string) {
  const file = path.join(siteDir, 'index.html');
  let cached: { modified: number; html: string; checkedAt: number } | undefined;
  return async (): Promise<string | undefined> => {
    const now = performance.now();
    if (cached && now - cached.checkedAt < BUILT_PAGE_CHECK_MS) return cached.html;
    const modified = await stat(file).then((info) => info.mtimeMs, () => undefined);
    if (modified === undefined) return undefined;
    if (cached?.modified !== modified) cached = { modified, html: await readFile(file, 'utf8'), checkedAt: now };
    cached.checkedAt = now;
    return cached.html;
  };
}

export interface SiteRoutesOptions {
  db: Database;
  origin: () => string;
  /** Answers an API call in this process: a page rendered on the server fetches its data through it. */
  dispatch: (input: string, init?: RequestInit) => Response | Promise<Response>;
  /** Hears about a page that failed to render; the reader then gets the page unrendered. */
  reportError: (error: unknown) => void;
  /** Where pages drawn from the catalogue are kept until it changes (decision 058). */
  catalogue: CatalogueCache;
}

/**
 * The built single-page site: its files, and `index.html` for every other GET so client-side routes
 * survive a reload. Mounted after `/api` and `/media`, which answer everything under them. The build writes
 * compressed twins of its files (decision 026). The page carries the address's own title, description and
 * preview tags, in the address's language (docs/product/languages.md), so a shared link previews without JavaScript (decision 049);
 * a public page also arrives drawn, with its content (decision 056). A page is the same for every reader of
 * a language until the catalogue it is drawn from changes, so it is drawn once and kept with the catalogue
 * in memory (decision 058), by address: the query string, which no drawn page reads, is not part
 * of it. One page is drawn at a time and none waits for another: a reader who would wait gets the page undrawn
 * (decision 063). An address without a page answers 404 with the not-found page and `noindex` (decision 071).
 * A signed-in page, for a reader whose session the API takes, carries the answers its screen reads first, read
 * with that session (decision 107), is drawn from them for that reader (decision 111), and is never kept.
 */
export function siteRoutes(siteDir: string, { db, origin, dispatch, reportError, catalogue }: SiteRoutesOptions) {
  const site = new Hono();
  const files = lazyStatic(siteDir, { precompressed: true });
  const builtHtml = builtPage(siteDir);
  const load = serverBuildLoader(siteDir, { fetchApi: dispatch });
  const { draw, drawSignedIn } = pageRenderer(load);
  const readFirst = firstReader(load);
  /** A drawing that fails is reported; one not made because another was under way is not a failure. */
  const undrawn = (error: unknown) => {
    if (!(error instanceof DrawingUnderWay)) reportError(error);
    return undefined;
  };
  const served = withCacheControl(files, (c) => (isHashedAsset(c.req.path) ? CACHE_FOREVER : REVALIDATE));
  // The page is never served as the plain file: it gets its tags below.
  site.use((c, next) => (mayNameAFile(c.req.path) && c.req.path !== '/index.html' ? served(c, next) : next()));
  site.get(
    '*',
    // A missing hashed file is a stale or wrong link; HTML in its place would fail confusingly as a script.
    async (c, next) => (isHashedAsset(c.req.path) ? notFound(c) : next()),
    compressResponses(),
    async (c) => {
      const html = await builtHtml();
      if (html === undefined) return c.text(SITE_NOT_BUILT_MESSAGE, 503);
      // The address says the language (docs/product/languages.md). No drawn page reads its query string: the page
      // is the address's, drawn and kept for the address alone, so `?utm=…` never costs a drawing.
      const address = c.req.path;
      const lang = addressLanguage(address);
      const page = withoutLanguage(address);
      const tagged = async () => withMeta(html, await pageMeta(db, { path: page, lang, origin: origin() }));
      const headers = { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding' };
      // An address without a page is the not-found page, said with 404, and is never drawn nor kept.
      const status = await pageStatus(db, address, { signedIn: getCookie(c, ROLE_COOKIE) !== undefined, catalogue });
      if (status === 'missing') return c.html(withMeta(html, notFoundMeta({ lang, origin: origin() })), 404, { ...headers, 'Cache-Control': REVALIDATE });
      if (status === 'shell') return c.html(await tagged(), 200, { ...headers, 'Cache-Control': REVALIDATE });
      // A signed-in page for a reader whose session the API takes starts with their own answers (decision 107), drawn
      // from them when no other page is being drawn (decision 111). The hint says a session may be there; the API's own
      // reading of the cookie decides.
      const cookie = c.req.header('Cookie');
      if (getCookie(c, ROLE_COOKIE) !== undefined && cookie !== undefined) {
        const own = await readFirst(address, { cookie, origin: origin() }).catch((error: unknown) => {
          reportError(error);
          return undefined;
        });
        if (own) {
          const [tags, drawn] = await Promise.all([tagged(), drawSignedIn(address, lang, own.first, origin()).catch(undrawn)]);
          const personal = drawn ? withRenderedPage(tags, drawn.page, { build: drawn.build, lang, drawnFor: drawn.role }) : withFirstReads(tags, own.first, own);
          return c.html(personal, 200, { ...headers, 'Cache-Control': PERSONAL });
        }
      }
      const kept = await catalogue
        .page(address, async () => {
          const [tags, rendered] = await Promise.all([tagged(), draw(address, lang)]);
          return rendered ? withRenderedPage(tags, rendered.page, { build: rendered.build, lang }) : tags;
        })
        .catch(undrawn);
      if (kept) return keptAnswer(c, kept, { text: (page) => page, headers });
      // A drawing that fails is not kept, nor one not made because another was under way: the reader gets the
      // page undrawn at once, and the next one another try.
      return c.html(await tagged(), 200, { ...headers, 'Cache-Control': REVALIDATE });
    },
  );
  return site;
}
