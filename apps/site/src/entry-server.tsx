import { answerApiCallsWith } from '@manara/api-client';
import { sitePaths, withoutLanguage } from '@manara/api-client/paths';
import { setLocale, type Locale } from '@manara/features/i18n';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import './i18n';
import { AppRoutes } from './router';
import { Site, type ServerData } from './Site';
import { drawPagesAt } from './siteOrigin';

export { createFirstReads } from './firstReads';

/*
 * The server's half of the site (docs/product/public-pages.md#pages-arrive-rendered): the public pages as
 * HTML with their content, in the reader's language, and the answers they were drawn from.
 */

/**
 * The pages the server renders, and the module each one's code is in (none for the catalogue, which is in
 * the first chunk), so the server can link its styles and code from the build's manifest. They are drawn signed
 * out, the same for every reader; a signed-in reader's own pages are drawn for them (`createSignedInRenderer`).
 */
export const RENDERED_PAGES: ReadonlyArray<{ pattern: string; module?: string }> = [
  { pattern: sitePaths.home.pattern, module: 'src/routes/home.tsx' },
  { pattern: sitePaths.about.pattern, module: 'src/routes/about.tsx' },
  { pattern: sitePaths.services.pattern, module: 'src/routes/services.tsx' },
  { pattern: sitePaths.contact.pattern, module: 'src/routes/contact.tsx' },
  { pattern: sitePaths.courses.pattern },
  { pattern: sitePaths.coursePage.pattern, module: 'src/routes/course-page.tsx' },
  { pattern: sitePaths.login.pattern, module: 'src/routes/login.tsx' },
  { pattern: sitePaths.signup.pattern, module: 'src/routes/signup.tsx' },
  { pattern: sitePaths.forgotPassword.pattern, module: 'src/routes/forget-password.tsx' },
];

export interface RenderedPage {
  /** What the page's head gets: the page's `<title>`, and what React hoists there (preloads). */
  head: string;
  /** What goes inside `#root`. */
  html: string;
  /** The answers the page was drawn from, by SWR key, for the browser to start from. */
  data: ServerData;
  /** The page's module, when it has its own chunk: its styles and code go in the page's head. */
  module?: string;
}

/** Rounds of fetching and drawing again, for data that depends on other data; pages need one. */
const MAX_DATA_ROUNDS = 3;

const streamToString = async (stream: AsyncIterable<unknown>) => {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
};

/**
 * Drawn without a document around it, React puts the elements it hoists to the head (a `<title>`,
 * preloads) first: they go to the page's head, where the browser hydrates them.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)*/;
const splitHead = (drawn: string) => {
  const head = HOISTED.exec(drawn)?.[0] ?? '';
  return { head, html: drawn.slice(head.length) };
};

type Wanted = Map<string, () => Promise<unknown>>;

/** Notes every read a screen's hooks ask for (not writes), with the fetcher that answers it. */
const noteReads =
  (wanted: Wanted): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const result = useSWRNext(key, fetcher, config);
    const resolved = typeof key === 'function' ? (key as () => unknown)() : key;
    // A write (`useSWRMutation`) answers with `trigger`; it is never run on the server.
    if (resolved && fetcher && !('trigger' in result)) wanted.set(unstable_serialize(resolved), () => Promise.resolve(fetcher(resolved)));
    return result;
  };

/**
 * A page taking longer than this (a read that never answers) is given up, and goes out unrendered; the
 * next page is not kept waiting behind it.
 */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The page drawn once with `data`, for a reader of role `drawnFor` (signed out without one), its reads passed
 * through `use`; a screen that throws fails the drawing, rather than leaving a hole.
 */
const draw = async (url: string, data: ServerData, signal: AbortSignal, { use = [], drawnFor }: { use?: Middleware[]; drawnFor?: string } = {}) => {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Site data={data} drawnFor={drawnFor}>
      <SWRConfig value={{ use }}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </Site>,
    // Every boundary in place: React otherwise sends a large one after the rest, put in place by an inline script that
    // the pages' Content-Security-Policy forbids.
    { signal, progressiveChunkSize: Infinity, onError: (error) => void errors.push(error) },
  );
  const html = await streamToString(prelude);
  if (errors.length > 0) throw errors[0];
  return lowerCaseAttributes(html);
};

/**
 * React writes `fetchPriority` as it is spelt in JSX; HTML reads attribute names in any case, but validators
 * and crawlers expect them as HTML spells them. Text never holds this: React writes its `"` as `&quot;`.
 */
const lowerCaseAttributes = (html: string) => html.replaceAll(' fetchPriority="', ' fetchpriority="');

/** Rejects when `signal` aborts, with its reason; a page finished before then leaves no unhandled rejection. */
const aborted = (signal: AbortSignal) => {
  const rejected = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
  rejected.catch(() => undefined);
  return rejected;
};

/** Draws the page, fetches what it asked for, and draws it again with the answers, until it asks for nothing new. */
async function drawWithData(url: string, module: string | undefined, signal: AbortSignal): Promise<RenderedPage> {
  const timedOut = aborted(signal);
  const data: ServerData = {};
  const tried = new Set<string>();
  for (let round = 1; ; round += 1) {
    const wanted: Wanted = new Map();
    const html = await draw(url, data, signal, { use: [noteReads(wanted)] });
    const missing = [...wanted].filter(([key]) => !tried.has(key));
    if (missing.length === 0 || round === MAX_DATA_ROUNDS) return { ...splitHead(html), data, module };
    const answers = await Promise.race([Promise.allSettled(missing.map(([, read]) => read())), timedOut]);
    answers.forEach((answer, index) => {
      const [key] = missing[index] ?? [];
      if (key === undefined) return;
      tried.add(key);
      if (answer.status === 'fulfilled') data[key] = answer.value;
    });
  }
}

/** One page at a time: the language is the whole site's while a page is drawn. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T,>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

/**
 * Renders `url` in `locale` (the server asks for the path alone: no page drawn here reads its query string,
 * docs/product/public-pages.md#pages-arrive-rendered), its data fetched through `fetchApi` (the API in the same
 * process); `undefined` for an address the server does not render. A read that fails is left to the
 * browser, which shows it loading and asks again. Rejects when a screen throws or the page takes too long.
 */
export function createPageRenderer({ fetchApi }: { fetchApi: typeof fetch }) {
  answerApiCallsWith(fetchApi);
  return async (url: string, locale: Locale): Promise<RenderedPage | undefined> => {
    const pathname = withoutLanguage(new URL(url, 'http://localhost').pathname);
    const page = RENDERED_PAGES.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname));
    if (!page) return undefined;
    return inLocale(locale, (signal) => drawWithData(url, page.module, signal));
  };
}

/** `task` run when no other page is being drawn, with the site in `locale`, given up after `RENDER_TIMEOUT_MS`. */
const inLocale = <T,>(locale: Locale, task: (signal: AbortSignal) => Promise<T>) =>
  oneAtATime(async () => {
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    await Promise.race([setLocale(locale), aborted(signal)]);
    return task(signal);
  });

/** A signed-in reader's page: the answers read for them first, the role they were read for, and where the site is reached. */
export interface ReadersPage {
  data: ServerData;
  role: string;
  origin: string;
}

/**
 * Draws a signed-in reader's page at `url` in `locale` (docs/product/overview.md#signed-in-pages-start-with-their-data),
 * once, from the answers read for them with their session (`createFirstReads`), as their browser will first
 * draw it: nothing more is read here, so what the page still lacks is drawn loading, and their browser asks for it.
 * Rejects when a screen throws or the page takes too long.
 */
export function createSignedInRenderer() {
  return (url: string, locale: Locale, { data, role, origin }: ReadersPage): Promise<Omit<RenderedPage, 'data'>> =>
    inLocale(locale, async (signal) => {
      drawPagesAt(origin);
      return splitHead(await draw(url, data, signal, { drawnFor: role }));
    });
}
