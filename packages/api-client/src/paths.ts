/*
 * Every address of the product, written once: the site's pages (docs/product/routes.md) and the API
 * addresses the server puts into links it sends out (e-mails, payment returns, provider callbacks).
 * ui components take hrefs from their callers; features, the site's router and the API build every
 * link from here. Each page is a builder with the `pattern` the router matches, so a test can hold
 * the router to this table (apps/site/src/router.test.ts).
 */

/** A builder that also carries the route pattern it produces addresses for. */
export type PageBuilder<TArgs extends unknown[]> = ((...args: TArgs) => string) & { readonly pattern: string };

const page = <TArgs extends unknown[]>(pattern: string, build: (...args: TArgs) => string): PageBuilder<TArgs> =>
  Object.assign(build, { pattern });

/** A fixed page: its address is its pattern. */
const fixed = (pattern: string) => page(pattern, () => pattern);

const segment = (value: string) => encodeURIComponent(value);

/** `path?name=value`, or just `path` without a value. */
const withQuery = (path: string, name: string, value: string | undefined) =>
  value === undefined ? path : `${path}?${new URLSearchParams({ [name]: value }).toString()}`;

/** The admin back office's pages, in the order of their links. */
export const ADMIN_PAGES = ['dashboard', 'users', 'courses', 'subscriptions', 'reports'] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

export const sitePaths = {
  home: fixed('/'),
  about: fixed('/about'),
  services: fixed('/services'),
  contact: fixed('/contact'),
  courses: fixed('/courses'),
  coursePage: page('/CoursePage/:courseId', (courseId: string) => `/CoursePage/${segment(courseId)}`),
  searchResults: page('/search-results', (query: string) => withQuery('/search-results', 'query', query)),
  lessons: page('/course/:courseId/lessons', (courseId: string) => `/course/${segment(courseId)}/lessons`),
  profile: fixed('/profile'),
  myCourses: fixed('/mycourses'),
  certificates: fixed('/certificates'),
  /** A certificate's public verification page, for anyone holding its link or QR code. */
  certificate: page('/certificate/:certificateId', (certificateId: string) => `/certificate/${segment(certificateId)}`),
  login: fixed('/login'),
  signup: fixed('/signup'),
  forgotPassword: fixed('/forget-password'),
  resetPassword: page('/reset-password', (token?: string) => withQuery('/reset-password', 'token', token)),
  verifyEmail: page('/verify-email', (token?: string) => withQuery('/verify-email', 'token', token)),
  googleCallback: fixed('/auth/google'),
  paymentResult: page('/payment/result', (paymentId: string) => withQuery('/payment/result', 'paymentId', paymentId)),
  admin: page('/admin/:page', (adminPage: AdminPage) => `/admin/${adminPage}`),
} as const;

export type SitePage = keyof typeof sitePaths;

/** API addresses that leave the server inside links: where providers and browsers are told to come back. */
export const apiPaths = {
  /** Server to server: a payment provider's signed notification. */
  paymentCallback: (provider: string) => `/api/payments/callback/${segment(provider)}`,
  /** The sandbox's card page, in the buyer's browser. */
  sandboxCheckout: (paymentId: string) => `/api/payments/sandbox/checkout/${segment(paymentId)}`,
  /** Where Google sends the browser back after sign-in. */
  googleCallback: () => '/api/users/google/callback',
} as const;

/** An absolute address: `path` on the site reached at `origin` (PUBLIC_URL), with no doubled slash. */
export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;
