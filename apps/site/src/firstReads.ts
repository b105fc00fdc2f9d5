import { createApiClient } from '@manara/api-client';
import { sitePaths, withoutLanguage } from '@manara/api-client/paths';
import {
  adminDashboardFirstReads,
  frameFirstReads,
  lessonPlayerFirstReads,
  myCertificatesFirstReads,
  myCoursesFirstReads,
  profileFirstRead,
  type FirstRead,
  type FirstReadContext,
  type Picture,
} from '@manara/features/first-reads';
import { matchPath } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import type { ServerData } from './Site';

/*
 * The signed-in pages start with their data (docs/product/overview.md#signed-in-pages-start-with-their-data):
 * the server sends a signed-in reader's page with the answers its screen reads first, read with the reader's
 * own session, and names the page's code so it loads beside the first chunk.
 */

interface SignedInPage {
  pattern: string;
  /** The page's modules, outermost first: their code and styles start with the page. */
  modules: string[];
  /** Only for an admin: anyone else is not shown the page (the guard sends them away), so nothing is read. */
  admin?: boolean;
  /** Whether the page is in the frame, whose footer reads the contact details. */
  framed: boolean;
  reads: (context: FirstReadContext, params: Record<string, string | undefined>) => FirstRead[];
}

/** The cache a page with its data starts from, loaded only for such a page (`main.tsx`): named with every page's code. */
const SIGNED_IN_CACHE = 'src/signedInCache.ts';

export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  { pattern: sitePaths.myCourses.pattern, modules: ['src/routes/mycourses.tsx'], framed: true, reads: myCoursesFirstReads },
  {
    pattern: sitePaths.lessons.pattern,
    modules: ['src/routes/lessons.tsx'],
    framed: false,
    reads: (context, { courseId = '' }) => lessonPlayerFirstReads(context, courseId),
  },
  { pattern: sitePaths.certificates.pattern, modules: ['src/routes/certificates.tsx'], framed: true, reads: myCertificatesFirstReads },
  {
    pattern: sitePaths.admin('dashboard'),
    modules: ['src/routes/admin/layout.tsx', 'src/routes/admin/dashboard.tsx'],
    admin: true,
    framed: true,
    reads: adminDashboardFirstReads,
  },
];

/** A signed-in page's first answers, by SWR key, the reader's role, the modules whose code it needs, and the pictures at its top. */
export interface FirstReads {
  data: ServerData;
  role: string;
  modules: string[];
  pictures: Picture[];
}

/** Who the reads are made for: the reader's `Cookie` header, and the site's origin, which the API takes a POST read from. */
export interface Reader {
  cookie: string;
  origin: string;
}

/** `headers` as the reader's browser would send them from the site's page. */
const asReader = (headers: HeadersInit | undefined, { cookie, origin }: Reader) => {
  const all = new Headers(headers);
  all.set('Cookie', cookie);
  all.set('Origin', origin);
  return all;
};

/**
 * Reads what the signed-in page at `url` needs first, through `fetchApi` (the API in the same process) as
 * `reader`. `undefined` for an address that is no signed-in page, for a reader the API does not take
 * as signed in (their profile is not answered), and for a page that is an admin's when they are not one. A read
 * that fails is left out: the screen asks for it itself, as without these answers.
 */
export function createFirstReads({ fetchApi }: { fetchApi: typeof fetch }) {
  return async (url: string, reader: Reader): Promise<FirstReads | undefined> => {
    const pathname = withoutLanguage(new URL(url, 'http://localhost').pathname);
    const match = SIGNED_IN_PAGES.map((page) => ({ page, found: matchPath({ path: page.pattern, caseSensitive: false, end: true }, pathname) })).find(({ found }) => found !== null);
    if (!match?.found) return undefined;
    const { page, found } = match;
    const client = createApiClient({
      fetch: (input, init) => Promise.resolve(fetchApi(input, { ...init, headers: asReader(init?.headers, reader) })),
      // A session the API refuses is the reader's to find out about, in their own browser.
      onUnauthorized: () => undefined,
    });
    const profile = profileFirstRead(client);
    const user = await profile.read().catch(() => undefined);
    if (!user || (page.admin === true && user.role !== 'admin')) return undefined;
    const reads = [...(page.framed ? frameFirstReads(client) : []), ...page.reads({ client, user }, found.params)];
    const answers = await Promise.allSettled(reads.map(async ({ read }) => read()));
    const data: ServerData = { [profile.key]: user };
    const pictures: Picture[] = [];
    answers.forEach((answer, index) => {
      const { key, picture } = reads[index] ?? {};
      if (answer.status !== 'fulfilled' || key === undefined) return;
      data[unstable_serialize(key)] = answer.value;
      const shown = picture?.(answer.value);
      if (shown !== undefined) pictures.push(shown);
    });
    return { data, role: user.role, modules: [SIGNED_IN_CACHE, ...page.modules], pictures };
  };
}
