/*
 * Every address of the product, written once: the site's pages (docs/product/routes.md) and the API
 * addresses the server puts into links it sends out (e-mails, payment returns, provider callbacks).
 * ui components take hrefs from their callers; features, the site's router and the API build every
 * link from here. Each page is a builder with the `pattern` the router matches, so a test can hold
 * the router to this table (apps/site/src/router.test.tsx).
 */

/** A builder that also carries the route pattern it produces addresses for. */
export type PageBuilder<TArgs extends unknown[]> = ((...args: TArgs) => string) & {
  readonly pattern: string;
  /** The query parameter a further argument becomes, for pages that take one (a form can send it too). */
  readonly query?: string;
};

/**
 * A page whose address is its pattern with each `:param` filled, in order, from the arguments; a
 * further argument, when given, becomes the `query` parameter.
 */
const page = <TArgs extends (string | undefined)[] = []>(pattern: string, query?: string): PageBuilder<TArgs> =>
  Object.assign(
    (...args: TArgs) => {
      let next = 0;
      const path = pattern.replace(/:\w+/g, () => encodeURIComponent(args[next++] ?? ''));
      const value = args[next];
      return query === undefined || value === undefined ? path : `${path}?${new URLSearchParams({ [query]: value }).toString()}`;
    },
    { pattern, query },
  );

/** The admin back office's pages, in the order of their links. */
export const ADMIN_PAGES = ['dashboard', 'users', 'courses', 'subscriptions', 'refunds', 'reports', 'audit', 'applications'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

export const sitePaths = {
  home: page('/'),
  about: page('/about'),
  services: page('/services'),
  contact: page('/contact'),
  courses: page('/courses'),
  coursePage: page<[courseId: string]>('/CoursePage/:courseId'),
  searchResults: page<[query: string]>('/search-results', 'query'),
  lessons: page<[courseId: string]>('/course/:courseId/lessons'),
  profile: page('/profile'),
  myCourses: page('/mycourses'),
  certificates: page('/certificates'),
  /** The learner's programme applications and their status. */
  myApplications: page('/my-applications'),
  /** A certificate's public verification page, for anyone holding its link or QR code. */
  certificate: page<[certificateId: string]>('/certificate/:certificateId'),
  /** `returnTo`: the same-site page to go back to once signed in (`safeReturnPath`). */
  login: page<[returnTo?: string]>('/login', 'returnTo'),
  signup: page('/signup'),
  forgotPassword: page('/forget-password'),
  resetPassword: page<[token?: string]>('/reset-password', 'token'),
  verifyEmail: page<[token?: string]>('/verify-email', 'token'),
  googleCallback: page('/auth/google'),
  paymentResult: page<[paymentId: string]>('/payment/result', 'paymentId'),
  admin: page<[adminPage: AdminPage]>('/admin/:page'),
} as const;

export type SitePage = keyof typeof sitePaths;

/**
 * The router's addresses that no builder makes: a course's other address, which leads to its page, and the
 * back office's front door, which leads to its dashboard.
 */
const OTHER_SITE_PATTERNS = ['/courses/:courseId', '/admin'];

/** `pattern` as a regular expression over a path: each `:param` one segment, a trailing slash allowed, any case (as the router). */
const patternMatcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`, 'i');

/** Made at the first call: the site's pages do not ask, so their bundle leaves the table out. */
let siteAddresses: RegExp[] | undefined;

/**
 * Whether the site has a page at `pathname` (no query): every other address is the not-found page, which the
 * server answers with 404 (docs/product/routes.md#addresses-that-do-not-exist). `apps/site/src/router.test.tsx`
 * holds this to the router.
 */
export function isSiteAddress(pathname: string): boolean {
  siteAddresses ??= [
    ...Object.entries(sitePaths)
      .filter(([name]) => name !== 'admin')
      .map(([, builder]) => builder.pattern),
    ...ADMIN_PAGES.map((adminPage) => sitePaths.admin(adminPage)),
    ...OTHER_SITE_PATTERNS,
  ].map(patternMatcher);
  const english = withoutLanguage(pathname);
  return siteAddresses.some((matcher) => matcher.test(english));
}

/** The languages the site is written in; each page has an address in each (docs/product/languages.md). */
export type SiteLanguage = 'en' | 'ar';
export const SITE_LANGUAGES: readonly SiteLanguage[] = ['en', 'ar'];

/** Addresses the server answers itself, not the site's pages. */
const SERVER_PREFIXES = ['/api/', '/media/', '/uploads/'];

/**
 * Whether `href` leads to one of the site's pages: a path of this site, not another site's address nor one the
 * server answers itself (the API, its redirects such as Google sign-in, media), which are the same in every language.
 */
export const isPageHref = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//') && !SERVER_PREFIXES.some((prefix) => href.startsWith(prefix));

/** Where the Arabic pages live: English at the addresses above, Arabic at the same under `/ar`. */
const ARABIC_PREFIX = '/ar';
const ARABIC_ADDRESS = /^\/ar(?=\/|$|\?|#)/i;

/** The language an address is in: Arabic under `/ar` (in any case, as the router), English everywhere else. */
export const addressLanguage = (path: string): SiteLanguage => (ARABIC_ADDRESS.test(path) ? 'ar' : 'en');

/** `path` (with any query and fragment) without its language: the address the page has in English. */
export const withoutLanguage = (path: string): string => {
  if (!ARABIC_ADDRESS.test(path)) return path;
  const rest = path.slice(ARABIC_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/**
 * `path` (a site address from `sitePaths`, with any query and fragment, in either language) at its address in
 * `lang`: `/courses` is `/ar/courses` in Arabic, `/` is `/ar`.
 */
export const inLanguage = (path: string, lang: SiteLanguage): string => {
  if (!isPageHref(path)) return path;
  const english = withoutLanguage(path);
  if (lang === 'en') return english;
  return english === '/' || /^\/[?#]/.test(english) ? `${ARABIC_PREFIX}${english.slice(1)}` : `${ARABIC_PREFIX}${english}`;
};

/** The longest page address login returns to; a longer one is not a page of ours. */
const MAX_RETURN_PATH = 2000;
/** The pages login never returns to: the account pages, which would loop or make no sense signed in. */
const NO_RETURN = [sitePaths.login.pattern, sitePaths.signup.pattern, sitePaths.forgotPassword.pattern];

/**
 * The page login goes back to (docs/product/accounts.md#login), when `value` is a path of this site: it starts
 * with one `/` (not `//` nor `/\`, which browsers read as another host), has no control character, and is not
 * an account page. Anything else is undefined, and login goes home.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\') || /\p{Cc}/u.test(value)) return undefined;
  const { origin, pathname } = new URL(value, 'https://manara.invalid');
  if (origin !== 'https://manara.invalid') return undefined;
  const english = withoutLanguage(pathname).toLowerCase();
  if (NO_RETURN.some((page) => english === page.toLowerCase())) return undefined;
  return value;
}


/** An absolute address: `path` on the site reached at `origin` (PUBLIC_URL), with no doubled slash. */
export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/**
 * The id of the script in a page the server drew that carries the answers the drawing was made from
 * (JSON, never run): the server writes it, the site starts from it (decision 056).
 */
export const SERVER_DATA_ID = 'manara-data';
