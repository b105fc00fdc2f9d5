/*
 * Property-based tests of every JSON body, query and path parameter the API takes, against the contract
 * (fast-check). Each route gets requests from nonsense to nearly right (any JSON, the valid body with a field
 * spoiled or missing or with stray keys, random queries and ids, bodies that are not JSON), as the caller
 * it is meant for, and every answer must be: below 500, no stack, file, error class or SQL in it, the
 * contract's error shape when it refuses, and, for a route that stores, nothing stored when it refuses.
 *
 * Runs per route: `FUZZ_RUNS` (100 by default, as in CI; `FUZZ_RUNS=10000` for the long run, most of an
 * hour per driver). `npm test` always uses one seed, so its result never depends on luck; `FUZZ_SEED=random`
 * explores new cases, and `FUZZ_SEED=<seed>` replays the one a failure printed (with `-t` naming its route), e.g.
 *   FUZZ_RUNS=10000 FUZZ_SEED=random npx vitest run --project=api apps/api/test/fuzz.test.ts
 */
import {
  AUTH_COOKIE,
  ApplicationResponseSchema,
  AdminCourseResponseSchema,
  AdminLessonResponseSchema,
  AdminSubscriptionsResponseSchema,
  COURSE_CATEGORIES,
  LessonFileResponseSchema,
  PasswordChangedResponseSchema,
} from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { programApplications } from '../src/db/schema';
import { signedUpUser, type AccountsApi, useAccountsApi } from './support/accounts-api';
import { signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import {
  FUZZ_RATE_LIMITS,
  anyJson,
  expectSafeAnswer,
  formPayload,
  fuzzRuns,
  fuzzSeed,
  headerValue,
  jsonPayload,
  nastyString,
  pageValue,
  pathSegment,
  queryString,
  rawPayload,
  sendFuzzed,
  storedState,
  type FormFile,
  type FuzzRequest,
  type Payload,
} from './support/fuzz';
import { lessonsOf } from './support/learning';
import { PAID_COURSE, createPayment, freeCourse, paidPayment, pendingPayment, seededCourse, testSandbox, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

const RUNS = fuzzRuns();
const SEED = fuzzSeed();
/** fast-check's settings for a property over `routes` routes: `RUNS` each, from the seed `fuzzSeed` chose. */
const runs = (routes: number) => ({ numRuns: RUNS * routes, ...(SEED === undefined ? {} : { seed: SEED }) });
/** Vitest's limit per test, grown with the runs: a long run is slow, not stuck. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 500);

/**
 * Who sends a request: nobody, a signed-in learner (enrolled in the free course, with a pending payment for
 * the paid one), the same learner's browser (the session as the site's cookie), an admin, or `changer`, a
 * learner whose password the fuzzing changes.
 */
type Caller = 'visitor' | 'learner' | 'learnerCookie' | 'admin' | 'changer';
type Fuzzed = FuzzRequest<Caller>;

interface Fixture {
  tokens: Record<Exclude<Caller, 'visitor' | 'learnerCookie'>, string>;
  learnerId: string;
  learnerEmail: string;
  adminId: string;
  /** A learner the admin routes act on: enrolled in the free course, applied to a programme. */
  targetId: string;
  freeCourseId: string;
  paidCourseId: string;
  freeLessonIds: string[];
  /** A course and lesson the admin made, for the admin's writes to change. */
  adminCourseId: string;
  adminLessonId: string;
  paymentId: string;
  /** The learner's paid payment, which has a receipt. */
  paidPaymentId: string;
  subscriptionId: string;
  applicationId: string;
  /** A real picture, for the forms that take one. */
  png: FormFile;
  /** A real PDF, for the lesson's files; and one attached to the free course's second lesson. */
  pdf: FormFile;
  freeLessonFile: { lessonId: string; fileId: string };
}

/** The changer's password; a fuzzed change that works is changed back to it. */
const CHANGER_PASSWORD = 'Str0ng!pass';

interface RouteFuzz {
  /** The routes it covers, as the router lists them (`POST /api/users/register`). */
  covers: string[];
  /** The route stores things: a refused request must leave the database and the uploads as they were. */
  writes?: boolean;
  /** The answers are pages a browser loads (HTML), not the JSON API's. */
  page?: boolean;
  requests: (f: Fixture) => fc.Arbitrary<Fuzzed>;
  /** After an answer: keeps the fixture usable (a changed password's new token). */
  after?: (api: AccountsApi, f: Fixture, request: Fuzzed, response: Response) => Promise<void>;
}

// Arbitraries shared by the routes ------------------------------------------------

const publicCaller = fc.constantFrom<Caller>('visitor', 'learner');
const signedIn = fc.constant<Caller>('learner');
const asAdmin = fc.constant<Caller>('admin');
/** A query no route asked for, to go with any path. */
const anyQuery = queryString();

/** `template` with its `:id` from `ids`, a random query after it, as `as`. */
const withId = (method: string, template: string, ids: fc.Arbitrary<string>, as: fc.Arbitrary<Caller>, payload?: fc.Arbitrary<Payload | undefined>) =>
  fc.record({ id: ids, query: anyQuery, as, payload: payload ?? fc.constant(undefined) }).map(({ id, query, as: caller, payload: body }): Fuzzed => ({
    method,
    path: `${template.replace(':id', () => id)}${query}`,
    as: caller,
    ...(body ? { payload: body } : {}),
  }));

/** `path` with a query from `fields`, as `as`. */
const withQuery = (path: string, fields: Record<string, fc.Arbitrary<string>>, as: fc.Arbitrary<Caller>) =>
  fc.record({ query: queryString(fields), as }).map(({ query, as: caller }): Fuzzed => ({ method: 'GET', path: `${path}${query}`, as: caller }));

/** A JSON (or broken) body for `path`, as `as`. */
const withBody = (method: string, path: fc.Arbitrary<string>, payload: fc.Arbitrary<Payload | undefined>, as: fc.Arbitrary<Caller>) =>
  fc.record({ path, payload, as }).map(({ path: where, payload: body, as: caller }): Fuzzed => ({ method, path: where, as: caller, ...(body ? { payload: body } : {}) }));

const searchText = fc.oneof(fc.constantFrom('global', 'Manara', 'منارة', 'a', 'ا', ' '), fc.string({ maxLength: 120 }));
const email = fc.uuid().map((id) => `fuzz.${id}@example.com`);
const isoDay = fc.oneof(
  fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  fc.constantFrom('2024-02-29', '2023-02-29', '2023-02-30', '2023-04-31', '0000-01-01', '+002024-01-01', '2024-1-1', '20240101', '2024-01-01T00:00:00Z'),
);
const seconds = fc.oneof(fc.double({ min: -10, max: 90_000 }), fc.integer({ min: 0, max: 3600 }), fc.constantFrom(0, 86_400, 86_401, -0, 1e308));
const lessonForm = {
  title: 'Fuzzed lesson',
  description: 'A lesson from the fuzzer.',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  duration: 12.5,
  order: 50,
  isPrivate: true,
  section: 'Fuzz',
};
const lessonFieldValues = {
  videoUrl: fc.oneof(
    fc.constantFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/', 'youtube.com/embed/dQw4w9WgXcQ', 'javascript:alert(1)', 'https://evil.example/dQw4w9WgXcQ'),
    nastyString.map((text) => `https://youtu.be/${text}`),
  ),
  duration: fc.oneof(fc.double(), fc.constantFrom(0.005, 1.234, 1440, 1440.01)),
  order: fc.oneof(fc.integer(), fc.constantFrom(0, 1, 10_000, 10_001, 1.5, 2 ** 31, 2 ** 53)),
};
const courseForm = (f: Fixture) => ({
  title: 'Fuzzed course',
  description: 'A course from the fuzzer.',
  category: 'Manara',
  currentPrice: 10,
  oldPrice: 20,
  instructor: f.freeCourseId,
  tagline: 'A line under the title.',
  learningPoints: ['One thing', 'Another'],
  targetAudience: ['Someone'],
  language: 'ar',
});
const priceValue = fc.oneof(fc.double(), fc.constantFrom(0, 0.01, 0.015, 1_000_000, 1_000_000.01, -0.01, 1e21));
const pointList = fc.oneof(fc.array(nastyString, { maxLength: 25 }), fc.array(anyJson, { maxLength: 3 }));
const courseFieldValues = {
  category: fc.constantFrom(...COURSE_CATEGORIES, 'manara', ''),
  currentPrice: priceValue,
  oldPrice: priceValue,
  instructor: fc.uuid(),
  tagline: nastyString,
  learningPoints: pointList,
  targetAudience: pointList,
  language: fc.constantFrom('en', 'ar', 'fr', 'EN', ''),
};
/** The course form, as JSON or as a multipart form (text fields, maybe a picture). */
const coursePayload = (f: Fixture) =>
  fc.oneof(
    { weight: 3, arbitrary: jsonPayload(courseForm(f), courseFieldValues) },
    {
      weight: 1,
      arbitrary: formPayload(
        {
          title: 'Fuzzed course',
          description: 'A course from the fuzzer.',
          category: 'Manara',
          currentPrice: '10',
          oldPrice: '',
          instructor: '',
          tagline: 'A line',
          learningPoints: '["One thing","Another"]',
          targetAudience: '[]',
          language: 'en',
        },
        { fileField: 'image', files: [f.png] },
      ),
    },
  );

// The routes ---------------------------------------------------------------------------

/** One pending application per programme: an accepted one is taken away again, so the next good body is stored too. */
async function withdrawApplication(api: AccountsApi, _f: Fixture, _request: Fuzzed, response: Response) {
  if (response.status !== 201) return;
  const { application } = (await expectSuccess(response, ApplicationResponseSchema, 201)).data;
  await api.db.delete(programApplications).where(eq(programApplications.id, application._id));
}

/** Routes that read nothing from the request but the session: only stray queries to send them. */
const NO_INPUT: Array<{ route: string; as: Caller }> = [
  { route: 'GET /api/health', as: 'visitor' },
  { route: 'GET /api/live', as: 'visitor' },
  { route: 'GET /api/ready', as: 'visitor' },
  { route: 'GET /api/users/google', as: 'visitor' },
  { route: 'GET /api/users/google/status', as: 'visitor' },
  { route: 'GET /api/users/profile', as: 'learner' },
  { route: 'GET /api/payments/methods', as: 'visitor' },
  { route: 'GET /api/payments/mine', as: 'learner' },
  { route: 'GET /api/contact-details', as: 'visitor' },
  { route: 'GET /api/completion/completed-courses', as: 'learner' },
  { route: 'GET /api/credentials/issuer', as: 'visitor' },
  { route: 'GET /api/programs/my-applications', as: 'learner' },
  { route: 'GET /api/admin/dashboard/stats', as: 'admin' },
  { route: 'GET /api/admin/payments/duplicates', as: 'admin' },
  { route: 'GET /api/admin/lessons/lengths', as: 'admin' },
  { route: 'GET /api/admin/instructors', as: 'admin' },
];

/** Reads about one course by the learner: progress, completions, certificate. */
const LEARNER_COURSE_READS = [
  '/api/lessons/courses/:id/progress',
  '/api/lessons/courses/:id/completed',
  '/api/completion/courses/:id/completed-lessons',
  '/api/completion/courses/:id/certificate',
  '/api/completion/courses/:id/completion-status',
];

const courseIds = (f: Fixture) => pathSegment([f.freeCourseId, f.paidCourseId, f.adminCourseId]);

const ROUTES: RouteFuzz[] = [
  ...NO_INPUT.map(({ route, as }): RouteFuzz => {
    const [method = 'GET', path = ''] = route.split(' ');
    return { covers: [route], requests: () => anyQuery.map((query): Fuzzed => ({ method, path: `${path}${query}`, as })) };
  }),

  // The catalogue, public; a signed-in reader is answered apart from the cache, so both ask.
  { covers: ['GET /api/courses'], requests: () => withQuery('/api/courses', { page: pageValue, category: fc.constantFrom(...COURSE_CATEGORIES, 'featured', '') }, publicCaller) },
  { covers: ['GET /api/courses/search'], requests: () => withQuery('/api/courses/search', { title: searchText, searchTerm: searchText, page: pageValue }, publicCaller) },
  {
    covers: ['POST /api/courses/by-ids'],
    requests: (f) =>
      withBody(
        'POST',
        fc.constant('/api/courses/by-ids'),
        jsonPayload({ ids: [f.freeCourseId, f.paidCourseId] }, { ids: fc.array(fc.oneof(courseIds(f), nastyString), { maxLength: 120 }) }),
        publicCaller,
      ),
  },
  { covers: ['GET /api/courses/:id'], requests: (f) => withId('GET', '/api/courses/:id', courseIds(f), publicCaller) },
  {
    covers: ['GET /api/courses/:id/lessons', 'GET /api/lessons/courses/:id/lessons'],
    requests: (f) =>
      fc
        .constantFrom('/api/courses/:id/lessons', '/api/lessons/courses/:id/lessons')
        .chain((template) => withId('GET', template, courseIds(f), publicCaller)),
  },
  {
    covers: ['GET /api/courses/:id/subscription-status'],
    requests: (f) =>
      fc
        .record({ id: courseIds(f), query: queryString({ userId: fc.oneof(pathSegment([f.learnerId, f.targetId, f.adminId]), fc.constant('')) }), as: fc.constantFrom<Caller>('learner', 'admin') })
        .map(({ id, query, as }): Fuzzed => ({ method: 'GET', path: `/api/courses/${id}/subscription-status${query}`, as })),
  },

  // Certificates and credentials, public.
  {
    covers: ['GET /api/certificates/:id', 'GET /api/certificates/:id/credential', 'GET /api/certificates/:id/preview.png'],
    requests: () => fc.constantFrom('/api/certificates/:id', '/api/certificates/:id/credential', '/api/certificates/:id/preview.png').chain((template) => withId('GET', template, pathSegment(), fc.constant('visitor'))),
  },
  { covers: ['GET /api/credentials/keys/:thumbprint'], requests: () => withId('GET', '/api/credentials/keys/:id', pathSegment(), fc.constant('visitor')) },
  { covers: ['GET /api/credentials/achievements/:courseId'], requests: (f) => withId('GET', '/api/credentials/achievements/:id', courseIds(f), fc.constant('visitor')) },
  { covers: ['GET /api/credentials/status/:list'], requests: () => withId('GET', '/api/credentials/status/:id', pathSegment(['0', '1', '-1', '1e3', '99999999999']), fc.constant('visitor')) },
  {
    // No fuzzed id names a payment to refund, so nothing is ever marked.
    covers: ['POST /api/admin/payments/:id/refunded'],
    writes: true,
    requests: () => withId('POST', '/api/admin/payments/:id/refunded', pathSegment(), asAdmin, jsonPayload({ note: 'Refunded at the provider' }, { note: nastyString })),
  },
  {
    // No fuzzed id names a certificate, so nothing is ever revoked.
    covers: ['POST /api/admin/certificates/:id/revoke'],
    writes: true,
    requests: () => withId('POST', '/api/admin/certificates/:id/revoke', pathSegment(), asAdmin, jsonPayload({ reason: 'Issued in error' }, { reason: nastyString })),
  },

  // Accounts.
  { covers: ['GET /api/users/verify-email'], writes: true, requests: () => withQuery('/api/users/verify-email', { token: fc.oneof(nastyString, fc.stringMatching(/^[\w-]{43}$/)) }, fc.constant('visitor')) },
  {
    // It answers with a redirect to the site, never a refusal.
    covers: ['GET /api/users/google/callback'],
    requests: () => withQuery('/api/users/google/callback', { code: nastyString, state: nastyString, error: fc.constantFrom('access_denied', 'server_error'), scope: nastyString }, fc.constant('visitor')),
  },
  {
    covers: ['POST /api/users/register'],
    writes: true,
    requests: () =>
      email.chain((address) =>
        withBody(
          'POST',
          fc.constant('/api/users/register'),
          jsonPayload(
            { firstName: 'Fuzz', lastName: 'Tester', email: address, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', phoneNumber: '01012345678' },
            { email: fc.oneof(email, fc.constantFrom('A@B.CO', 'a@b', '@example.com', 'a@example.com ', `${'a'.repeat(250)}@example.com`)), phoneNumber: fc.constantFrom('01012345678', '0101234567', '+201012345678', '٠١٠١٢٣٤٥٦٧٨', '02012345678') },
          ),
          fc.constant('visitor'),
        ),
      ),
  },
  {
    covers: ['POST /api/users/login'],
    writes: true,
    requests: (f) => withBody('POST', fc.constant('/api/users/login'), jsonPayload({ email: f.learnerEmail, password: 'not-the-password' }, { email }), fc.constant('visitor')),
  },
  {
    covers: ['POST /api/users/forgot-password'],
    writes: true,
    requests: () => withBody('POST', fc.constant('/api/users/forgot-password'), jsonPayload({ email: 'nobody@example.com' }, { email }), fc.constant('visitor')),
  },
  {
    covers: ['POST /api/users/resend-verification'],
    writes: true,
    requests: () => withBody('POST', fc.constant('/api/users/resend-verification'), jsonPayload({ email: 'nobody@example.com' }, { email }), fc.constant('visitor')),
  },
  {
    covers: ['POST /api/users/reset-password'],
    writes: true,
    requests: () => withBody('POST', fc.constant('/api/users/reset-password'), jsonPayload({ token: 'a'.repeat(43), newPassword: 'Brand-new#pass1' }), fc.constant('visitor')),
  },
  {
    covers: ['PATCH /api/users/profile'],
    writes: true,
    requests: (f) =>
      withBody(
        'PATCH',
        fc.constant('/api/users/profile'),
        fc.oneof(
          { weight: 3, arbitrary: jsonPayload({ firstName: 'Nour', lastName: 'Hassan', phoneNumber: '01012345678' }, { phoneNumber: fc.constantFrom('', '0101234567', '01012345678 ') }) },
          { weight: 1, arbitrary: formPayload({ firstName: 'Nour', lastName: 'Hassan', phoneNumber: '' }, { fileField: 'image', files: [f.png] }) },
        ),
        signedIn,
      ),
  },
  {
    covers: ['PUT /api/users/update-password'],
    writes: true,
    requests: () =>
      withBody('PUT', fc.constant('/api/users/update-password'), jsonPayload({ currentPassword: CHANGER_PASSWORD, newPassword: CHANGER_PASSWORD }), fc.constant('changer')),
    async after(api, f, request, response) {
      if (response.status !== 200) return;
      // A change that worked ended the changer's other sessions: carry on with the new token and the old password.
      f.tokens.changer = (await expectSuccessBody(response)).data.token;
      const sent = request.payload?.kind === 'json' ? request.payload.value : undefined;
      const newPassword = typeof sent === 'object' && sent !== null && 'newPassword' in sent ? sent.newPassword : undefined;
      if (newPassword === CHANGER_PASSWORD) return;
      const back = await api.send('PUT', '/api/users/update-password', { token: f.tokens.changer, body: { currentPassword: newPassword, newPassword: CHANGER_PASSWORD } });
      f.tokens.changer = (await expectSuccessBody(back)).data.token;
    },
  },

  // Learning, as the enrolled learner.
  ...LEARNER_COURSE_READS.map(
    (template): RouteFuzz => ({ covers: [`GET ${template}`], writes: template.endsWith('/certificate'), requests: (f) => withId('GET', template, courseIds(f), signedIn) }),
  ),
  {
    covers: ['POST /api/lessons/:id/progress'],
    writes: true,
    requests: (f) =>
      fc.record({ id: pathSegment(f.freeLessonIds) }).chain(({ id }) =>
        withBody(
          'POST',
          fc.constant(`/api/lessons/${id}/progress`),
          jsonPayload(
            { courseId: f.freeCourseId, played: [[0, 10]], position: 10, duration: 120 },
            { courseId: courseIds(f), played: fc.array(fc.oneof(fc.tuple(seconds, seconds), fc.array(seconds, { maxLength: 3 })), { maxLength: 60 }), position: seconds, duration: seconds },
          ),
          signedIn,
        ),
      ),
  },
  {
    covers: ['POST /api/lessons/:id/complete'],
    writes: true,
    requests: (f) =>
      pathSegment(f.freeLessonIds).chain((id) => withBody('POST', fc.constant(`/api/lessons/${id}/complete`), jsonPayload({ courseId: f.freeCourseId }, { courseId: courseIds(f) }), signedIn)),
  },
  {
    covers: ['POST /api/completion/lessons/complete'],
    writes: true,
    requests: (f) =>
      withBody(
        'POST',
        fc.constant('/api/completion/lessons/complete'),
        jsonPayload(
          { lessonId: f.freeLessonIds[0] ?? '', courseId: f.freeCourseId, watchTime: 100, completionPercentage: 95 },
          { lessonId: pathSegment(f.freeLessonIds), courseId: courseIds(f), watchTime: seconds, completionPercentage: fc.double() },
        ),
        signedIn,
      ),
  },

  // Payments.
  {
    covers: ['POST /api/payments/create/:id'],
    writes: true,
    requests: (f) =>
      withId(
        'POST',
        '/api/payments/create/:id',
        courseIds(f),
        signedIn,
        fc.option(jsonPayload({ paymentMethod: 'CARD' }, { paymentMethod: fc.constantFrom('CARD', 'card', 'WALLET', 'CASH', '') }), { nil: undefined }),
      ),
  },
  {
    covers: ['POST /api/payments/callback/:provider'],
    writes: true,
    requests: (f) =>
      fc
        .record({
          provider: fc.oneof(fc.constant('sandbox'), fc.constantFrom('paymob', 'SANDBOX'), pathSegment()),
          query: queryString({ hmac: nastyString, id: nastyString, success: fc.constantFrom('true', 'false') }),
          payload: fc.oneof(
            jsonPayload({ reference: f.paymentId, transactionId: 'sandbox_txn_fuzz', success: true, pending: false, amountPiasters: 100_000, currency: 'EGP' }, { reference: pathSegment([f.paymentId]) }),
            formPayload({ reference: f.paymentId, success: 'true', hmac: 'x' }),
          ),
          signature: fc.option(fc.oneof(headerValue, fc.stringMatching(/^[\da-f]{64}$/)), { nil: undefined }),
        })
        .map(({ provider, query, payload, signature }): Fuzzed => ({
          method: 'POST',
          path: `/api/payments/callback/${provider}${query}`,
          as: 'visitor',
          payload,
          ...(signature === undefined ? {} : { headers: { 'X-Sandbox-Signature': signature } }),
        })),
  },
  {
    covers: ['GET /api/lessons/:id/files/:fileId'],
    requests: (f) =>
      fc
        .record({
          lessonId: pathSegment([f.freeLessonFile.lessonId, ...f.freeLessonIds]),
          fileId: pathSegment([f.freeLessonFile.fileId]),
          query: anyQuery,
          as: fc.constantFrom<Caller>('visitor', 'learner', 'admin'),
        })
        .map(({ lessonId, fileId, query, as }): Fuzzed => ({ method: 'GET', path: `/api/lessons/${lessonId}/files/${fileId}${query}`, as })),
  },
  { covers: ['GET /api/payments/sandbox/fonts/:file'], requests: () => withId('GET', '/api/payments/sandbox/fonts/:id', pathSegment(['cairo-latin-wght-normal.woff2']), publicCaller) },
  { covers: ['GET /api/payments/:paymentId'], requests: (f) => withId('GET', '/api/payments/:id', pathSegment([f.paymentId]), signedIn) },
  {
    covers: ['GET /api/payments/:paymentId/receipt'],
    requests: (f) =>
      fc
        .record({ id: pathSegment([f.paidPaymentId, f.paymentId]), query: queryString({ lang: fc.constantFrom('en', 'ar', 'AR', 'fr', '') }), as: publicCaller })
        .map(({ id, query, as }): Fuzzed => ({ method: 'GET', path: `/api/payments/${id}/receipt${query}`, as })),
  },
  {
    covers: ['GET /api/payments/sandbox/checkout/:paymentId', 'POST /api/payments/sandbox/checkout/:paymentId'],
    writes: true,
    page: true,
    requests: (f) =>
      fc.constantFrom('GET', 'POST').chain((method) =>
        withId(
          method,
          '/api/payments/sandbox/checkout/:id',
          pathSegment([f.paymentId]),
          fc.constantFrom<Caller>('learnerCookie', 'visitor'),
          method === 'POST'
            ? fc.oneof(
                { weight: 3, arbitrary: formPayload({ cardNumber: '4000 0000 0000 0002', expiry: '12/99', cvc: '123', cardName: 'Fuzz Tester' }) },
                { weight: 1, arbitrary: rawPayload },
              )
            : fc.constant(undefined),
        ),
      ),
  },

  {
    covers: ['GET /api/payments/sandbox/kiosk', 'POST /api/payments/sandbox/kiosk'],
    writes: true,
    page: true,
    requests: () =>
      fc.constantFrom('GET', 'POST').chain((method) =>
        withBody(
          method,
          anyQuery.map((query) => `/api/payments/sandbox/kiosk${query}`),
          method === 'POST'
            ? fc.oneof({ weight: 3, arbitrary: formPayload({ reference: '000000001' }) }, { weight: 1, arbitrary: rawPayload })
            : fc.constant(undefined),
          publicCaller,
        ),
      ),
  },

  // Programmes and the contact form.
  {
    covers: ['POST /api/programs/ambassador/apply'],
    writes: true,
    requests: () =>
      withBody('POST', fc.constant('/api/programs/ambassador/apply'), jsonPayload({ motivation: 'To help.', promotionPlan: 'Posts.', experience: 'Some.', questions: 'None.' }), signedIn),
    after: withdrawApplication,
  },
  {
    covers: ['POST /api/programs/mentorship/request'],
    writes: true,
    requests: () => withBody('POST', fc.constant('/api/programs/mentorship/request'), jsonPayload({ goal: 'A scholarship.', area: 'Law.', expectations: 'Advice.', availability: 'Weekends.' }), signedIn),
    after: withdrawApplication,
  },
  { covers: ['GET /api/programs/status/:id'], requests: (f) => withId('GET', '/api/programs/status/:id', pathSegment([f.applicationId]), fc.constantFrom<Caller>('learner', 'admin')) },
  {
    covers: ['POST /api/email'],
    writes: true,
    requests: () =>
      email.chain((address) =>
        withBody(
          'POST',
          fc.constant('/api/email'),
          jsonPayload({ firstName: 'Fuzz', lastName: 'Tester', email: address, message: 'A question from the fuzzer.', website: '' }, { email, website: fc.constantFrom('', 'https://spam.example') }),
          fc.constant('visitor'),
        ),
      ),
  },

  // The admin's routes, as an admin.
  ...['/api/admin/users', '/api/admin/courses'].map((path): RouteFuzz => ({ covers: [`GET ${path}`], requests: () => withQuery(path, { page: pageValue, search: searchText }, asAdmin) })),
  {
    covers: ['PATCH /api/admin/users/:id'],
    writes: true,
    requests: (f) => withId('PATCH', '/api/admin/users/:id', pathSegment([f.targetId, f.adminId]), asAdmin, jsonPayload({ role: 'user' }, { role: fc.constantFrom('admin', 'user', 'Admin', 'root') })),
  },
  {
    covers: ['PATCH /api/admin/users/:id/block'],
    writes: true,
    requests: (f) => withId('PATCH', '/api/admin/users/:id/block', pathSegment([f.targetId, f.adminId]), asAdmin, jsonPayload({ reason: 'Shared account' })),
  },
  {
    covers: ['PATCH /api/admin/users/:id/unblock'],
    writes: true,
    requests: (f) => withId('PATCH', '/api/admin/users/:id/unblock', pathSegment([f.targetId, f.adminId]), asAdmin, fc.option(jsonPayload({}), { nil: undefined })),
  },
  {
    covers: ['PATCH /api/admin/users/:id/status'],
    writes: true,
    requests: (f) =>
      withId(
        'PATCH',
        '/api/admin/users/:id/status',
        pathSegment([f.targetId, f.adminId]),
        asAdmin,
        fc.oneof(jsonPayload({ status: 'blocked', reason: 'Shared account' }, { status: fc.constantFrom('active', 'blocked', 'deleted') }), jsonPayload({ status: 'active' })),
      ),
  },
  // Deletions get ids that name nothing, or something that may not go (the admin, a course with learners).
  { covers: ['DELETE /api/admin/users/:id'], writes: true, requests: (f) => withId('DELETE', '/api/admin/users/:id', pathSegment([f.adminId]), asAdmin) },
  {
    covers: ['POST /api/admin/instructors'],
    writes: true,
    requests: (f) =>
      withBody(
        'POST',
        fc.constant('/api/admin/instructors'),
        fc.oneof(
          { weight: 3, arbitrary: jsonPayload({ name: 'Fuzzed Instructor', title: 'Advisor', bio: 'A few lines.' }, { name: nastyString, title: nastyString, bio: nastyString }) },
          { weight: 1, arbitrary: formPayload({ name: 'Fuzzed Instructor', title: 'Advisor', bio: 'A few lines.' }, { fileField: 'photo', files: [f.png] }) },
        ),
        asAdmin,
      ),
  },
  { covers: ['POST /api/admin/courses'], writes: true, requests: (f) => withBody('POST', fc.constant('/api/admin/courses'), coursePayload(f), asAdmin) },
  { covers: ['PATCH /api/admin/courses/:id'], writes: true, requests: (f) => withId('PATCH', '/api/admin/courses/:id', pathSegment([f.adminCourseId]), asAdmin, coursePayload(f)) },
  {
    covers: ['PATCH /api/admin/courses/:id/status'],
    writes: true,
    requests: (f) => withId('PATCH', '/api/admin/courses/:id/status', pathSegment([f.adminCourseId]), asAdmin, jsonPayload({ status: 'published' }, { status: fc.constantFrom('draft', 'published', 'archived', 'Published') })),
  },
  { covers: ['DELETE /api/admin/courses/:id'], writes: true, requests: (f) => withId('DELETE', '/api/admin/courses/:id', pathSegment([f.freeCourseId]), asAdmin) },
  {
    covers: ['POST /api/admin/courses/:id/lessons'],
    writes: true,
    requests: (f) => withId('POST', '/api/admin/courses/:id/lessons', pathSegment([f.adminCourseId]), asAdmin, jsonPayload(lessonForm, lessonFieldValues)),
  },
  { covers: ['PUT /api/admin/lessons/:id'], writes: true, requests: (f) => withId('PUT', '/api/admin/lessons/:id', pathSegment([f.adminLessonId]), asAdmin, jsonPayload(lessonForm, lessonFieldValues)) },
  {
    covers: ['PUT /api/admin/lessons/:id/length'],
    writes: true,
    requests: (f) =>
      withId('PUT', '/api/admin/lessons/:id/length', pathSegment([f.adminLessonId]), asAdmin, jsonPayload({ durationSeconds: 390 }, { durationSeconds: fc.oneof(fc.double(), fc.integer(), nastyString) })),
  },
  { covers: ['DELETE /api/admin/lessons/:id'], writes: true, requests: () => withId('DELETE', '/api/admin/lessons/:id', pathSegment(), asAdmin) },
  {
    covers: ['POST /api/admin/lessons/:id/files'],
    writes: true,
    requests: (f) =>
      withId(
        'POST',
        '/api/admin/lessons/:id/files',
        pathSegment([f.adminLessonId]),
        asAdmin,
        fc.oneof({ weight: 3, arbitrary: formPayload({ name: 'Fuzzed worksheet' }, { fileField: 'file', files: [f.pdf, f.png] }) }, { weight: 1, arbitrary: jsonPayload({ name: 'Fuzzed worksheet' }) }),
      ),
  },
  {
    // No fuzzed pair names the attached file, so nothing is ever removed.
    covers: ['DELETE /api/admin/lessons/:id/files/:fileId'],
    writes: true,
    requests: (f) =>
      fc
        .record({ lessonId: pathSegment([f.adminLessonId]), fileId: pathSegment(), query: anyQuery })
        .map(({ lessonId, fileId, query }): Fuzzed => ({ method: 'DELETE', path: `/api/admin/lessons/${lessonId}/files/${fileId}${query}`, as: 'admin' })),
  },
  {
    covers: ['GET /api/admin/subscriptions'],
    requests: () => withQuery('/api/admin/subscriptions', { page: pageValue, search: searchText, status: fc.constantFrom('active', 'cancelled', 'expired', 'pending', 'ACTIVE') }, asAdmin),
  },
  {
    covers: ['PATCH /api/admin/subscriptions/:id'],
    writes: true,
    requests: (f) =>
      withId('PATCH', '/api/admin/subscriptions/:id', pathSegment([f.subscriptionId]), asAdmin, jsonPayload({ status: 'active' }, { status: fc.constantFrom('active', 'cancelled', 'expired', 'pending') })),
  },
  {
    covers: ['GET /api/admin/reports/:type{revenue|users|courses}'],
    requests: () =>
      fc
        .record({
          type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('revenue', 'users', 'courses') }, { weight: 1, arbitrary: pathSegment() }),
          query: queryString({ startDate: isoDay, endDate: isoDay, format: fc.constantFrom('json', 'csv', 'CSV', 'xml') }),
        })
        .map(({ type, query }): Fuzzed => ({ method: 'GET', path: `/api/admin/reports/${type}${query}`, as: 'admin' })),
  },
  {
    covers: ['GET /api/admin/audit'],
    requests: (f) =>
      withQuery(
        '/api/admin/audit',
        {
          page: pageValue,
          pageSize: fc.oneof(pageValue, fc.constantFrom('100', '101', '0')),
          action: fc.constantFrom('user.role', 'user.block', 'course.create', 'nope'),
          objectType: fc.constantFrom('user', 'course', 'lesson', 'subscription', 'application', 'nope'),
          objectId: fc.oneof(fc.constantFrom(f.targetId, f.adminCourseId), nastyString),
        },
        asAdmin,
      ),
  },
  {
    covers: ['GET /api/admin/applications'],
    requests: () =>
      withQuery('/api/admin/applications', { page: pageValue, program: fc.constantFrom('ambassador', 'mentorship', 'nope'), status: fc.constantFrom('pending', 'approved', 'rejected', 'nope') }, asAdmin),
  },
  { covers: ['GET /api/admin/applications/:id'], requests: (f) => withId('GET', '/api/admin/applications/:id', pathSegment([f.applicationId]), asAdmin) },
  {
    covers: ['PATCH /api/admin/applications/:id'],
    writes: true,
    requests: (f) =>
      withId('PATCH', '/api/admin/applications/:id', pathSegment([f.applicationId]), asAdmin, jsonPayload({ status: 'rejected', note: 'Not this time.' }, { status: fc.constantFrom('approved', 'rejected', 'pending') })),
  },
];

/** `POST /api/users/logout` takes nothing but its session; it is fuzzed with broken sessions below, never a good one. */
const SESSION_ROUTES = ['GET /api/users/profile', 'POST /api/users/logout', 'PATCH /api/users/profile', 'GET /api/admin/users', 'POST /api/payments/create/:id', 'GET /api/programs/my-applications'];

const expectSuccessBody = (response: Response) => expectSuccess(response, PasswordChangedResponseSchema);

/** A tiny real PNG, for the forms that take a picture. */
async function pngFile(): Promise<FormFile> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  return { bytes: new Uint8Array(bytes), name: 'fuzz.png', type: 'image/png' };
}

async function makeFixture(api: AccountsApi): Promise<Fixture> {
  const admin = await signedInAdmin(api);
  const learner = await signedUpUser(api, { firstName: 'Learner' });
  const target = await signedUpUser(api, { firstName: 'Target' });
  const changer = await signedUpUser(api, { firstName: 'Changer', password: CHANGER_PASSWORD });
  const free = await freeCourse(api);
  const paid = await seededCourse(api, PAID_COURSE);
  for (const user of [learner, target]) expect((await createPayment(api, free.id, { token: user.token })).status).toBe(200);
  const paymentId = await pendingPayment(api, learner.token, paid.id);
  const paidPaymentId = await paidPayment(api, learner.token, (await seededCourse(api, 'Scholarship Essays That Win')).id);
  const course = (
    await expectSuccess(
      await api.send('POST', '/api/admin/courses', { token: admin.token, body: { title: 'Fuzz target', description: 'A course the fuzzing changes.', category: 'Manara', currentPrice: 10 } }),
      AdminCourseResponseSchema,
      201,
    )
  ).data.course;
  const lesson = (
    await expectSuccess(
      await api.send('POST', `/api/admin/courses/${course._id}/lessons`, { token: admin.token, body: { ...lessonForm, order: 1 } }),
      AdminLessonResponseSchema,
      201,
    )
  ).data.lesson;
  const pdf: FormFile = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'fuzz.pdf', type: 'application/pdf' };
  const freeLessonIds = (await lessonsOf(api, free.id)).map((row) => row.id);
  const pdfForm = new FormData();
  pdfForm.append('name', 'Fuzz worksheet');
  pdfForm.append('file', new File([pdf.bytes], pdf.name, { type: pdf.type }));
  const attached = await expectSuccess(await api.send('POST', `/api/admin/lessons/${freeLessonIds[1] ?? ''}/files`, { token: admin.token, form: pdfForm }), LessonFileResponseSchema, 201);
  const subscriptions = await expectSuccess(
    await api.send('GET', `/api/admin/subscriptions?search=${encodeURIComponent(target.email)}`, { token: admin.token }),
    AdminSubscriptionsResponseSchema,
  );
  const application = await expectSuccess(
    await api.send('POST', '/api/programs/ambassador/apply', { token: target.token, body: { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' } }),
    ApplicationResponseSchema,
    201,
  );
  return {
    tokens: { learner: learner.token, admin: admin.token, changer: changer.token },
    learnerId: await userIdOf(api, learner.email),
    learnerEmail: learner.email,
    adminId: admin.id,
    targetId: await userIdOf(api, target.email),
    freeCourseId: free.id,
    paidCourseId: paid.id,
    freeLessonIds,
    adminCourseId: course._id,
    adminLessonId: lesson._id,
    paymentId,
    paidPaymentId,
    subscriptionId: subscriptions.data.subscriptions[0]?._id ?? '',
    applicationId: application.data.application._id,
    png: await pngFile(),
    pdf,
    freeLessonFile: { lessonId: freeLessonIds[1] ?? '', fileId: attached.data.file._id },
  };
}

/** The token `request` goes with, and the cookie for the learner's browser. */
function credentialsOf(f: Fixture, request: Fuzzed): { token?: string; request: Fuzzed } {
  if (request.as === 'visitor') return { request };
  if (request.as === 'learnerCookie') {
    return { request: { ...request, headers: { ...request.headers, Cookie: `${AUTH_COOKIE}=${encodeURIComponent(f.tokens.learner)}` } } };
  }
  return { token: f.tokens[request.as], request };
}

/** The harness keeps every body for suite-wide checks; ten thousand runs a route would keep them all. */
const forgetBodies = (api: AccountsApi) => {
  (api.bodies as string[]).splice(0);
};

describe.each(testDrivers())('fuzzing every body, query and id against the contract on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, fakeSite: true, rateLimits: FUZZ_RATE_LIMITS, payments: () => ({ provider: testSandbox() }) });
  let fixture: Fixture | undefined;
  const ready = () => {
    if (!fixture) throw new Error('The fixture is made in beforeAll');
    return fixture;
  };
  /** Answers per route that were refused, and that went through: both kinds are expected among the runs. */
  const tally = new Map<string, { refused: number; accepted: number }>();

  beforeAll(async () => {
    fixture = await makeFixture(api);
  });

  /**
   * What is stored, as the last refusal left it: a refusal changes nothing, so the next request starts from
   * there without reading it again. Forgotten after anything else, and between routes.
   */
  let unchanged: Record<string, string> | undefined;

  /** Sends one request and checks its answer; for a route that stores, that a refusal stored nothing. */
  async function check(spec: RouteFuzz, generated: Fuzzed) {
    const f = ready();
    const { token, request } = credentialsOf(f, generated);
    const before = spec.writes ? (unchanged ?? (await storedState(api))) : undefined;
    unchanged = undefined;
    const errorsBefore = api.unexpectedErrors.length;
    const response = await sendFuzzed(api, request, token);
    await expectSafeAnswer(response.clone(), generated, { page: spec.page === true });
    expect(api.unexpectedErrors.slice(errorsBefore), `${generated.method} ${generated.path} reported an error`).toEqual([]);
    const counts = tally.get(spec.covers.join(', ')) ?? { refused: 0, accepted: 0 };
    if (response.status >= 400) counts.refused += 1;
    else counts.accepted += 1;
    tally.set(spec.covers.join(', '), counts);
    if (before && response.status >= 400) {
      expect(await storedState(api), `${generated.method} ${generated.path} was refused with ${response.status} but stored something`).toEqual(before);
      unchanged = before;
    }
    await spec.after?.(api, f, generated, response);
    forgetBodies(api);
  }

  it('fuzzes every route the API has, or says why not', () => {
    const fuzzed = new Set([...ROUTES.flatMap((spec) => spec.covers), ...SESSION_ROUTES]);
    const registered = api.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/')).map((route) => `${route.method} ${route.path}`);
    expect([...new Set(registered)].filter((route) => !fuzzed.has(route))).toEqual([]);
    expect([...fuzzed].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(ROUTES.map((spec) => [spec.covers.join(', '), spec] as const))(
    '%s',
    async (_name, spec) => {
      unchanged = undefined;
      // A property over several routes runs as many times over: each still gets its share.
      await fc.assert(
        fc.asyncProperty(spec.requests(ready()), (request) => check(spec, request)),
        runs(spec.covers.length),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers a broken or foreign session with a 401, on every kind of route',
    async () => {
      const f = ready();
      // Not the last character: its low bits are padding, which base64url decoding ignores.
      const tampered = (token: string) => fc.nat({ max: token.length - 2 }).map((at) => `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`);
      const authorization = fc.oneof(
        headerValue,
        headerValue.map((text) => `Bearer ${text}`),
        tampered(f.tokens.learner).map((token) => `Bearer ${token}`),
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${f.tokens.learner}.extra`,
          `Bearer ${f.tokens.learner.split('.').slice(0, 2).join('.')}.`,
          // The header and claims of a real token with "alg": "none" and no signature.
          `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${f.tokens.learner.split('.')[1] ?? ''}.`,
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...SESSION_ROUTES), authorization, async (route, header) => {
          const [method = 'GET', template = ''] = route.split(' ');
          const request: Fuzzed = { method, path: template.replace(':id', f.paidCourseId), as: 'visitor', headers: { Authorization: header } };
          const response = await sendFuzzed(api, request, undefined);
          await expectSafeAnswer(response.clone(), request);
          expect(response.status, `${route} with Authorization: ${header}`).toBe(401);
          forgetBodies(api);
        }),
        runs(SESSION_ROUTES.length),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers any method on any path under /api with the JSON error of a missing route',
    async () => {
      const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'QUERY');
      const path = fc.array(fc.oneof(fc.constantFrom('courses', 'users', 'admin', 'lessons', 'payments', 'programs', 'email', 'search', '..', ''), pathSegment()), { minLength: 1, maxLength: 5 });
      await fc.assert(
        fc.asyncProperty(method, path, anyQuery, fc.option(rawPayload, { nil: undefined }), async (verb, segments, query, payload) => {
          const request: Fuzzed = { method: verb, path: `/api/${segments.join('/')}${query}`, as: 'visitor', ...(payload && verb !== 'GET' && verb !== 'HEAD' ? { payload } : {}) };
          const response = await sendFuzzed(api, request, undefined);
          // HEAD answers have no body to check the shape of. A path whose `..` leaves /api is the site's: a page,
          // the not-found page for an address without one (decision 071).
          const leavesApi = !new URL(request.path, 'http://manara.test').pathname.startsWith('/api/');
          if (verb === 'HEAD') expect(response.status).toBeLessThan(500);
          else await expectSafeAnswer(response.clone(), request, { page: leavesApi });
          forgetBodies(api);
        }),
        runs(1),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'serves a course page for any id and any Accept-Language',
    async () => {
      const f = ready();
      await fc.assert(
        fc.asyncProperty(pathSegment([f.freeCourseId, f.adminCourseId]), headerValue, anyQuery, async (id, language, query) => {
          const request: Fuzzed = { method: 'GET', path: `/CoursePage/${id}${query}`, as: 'visitor', headers: { 'Accept-Language': language } };
          await expectSafeAnswer(await sendFuzzed(api, request, undefined), request, { page: true });
          forgetBodies(api);
        }),
        runs(1),
      );
    },
    TIMEOUT_MS,
  );

  it('had requests refused on every route that stores, and reported nothing unexpected', async ({ annotate }) => {
    await annotate(`refused and accepted per route: ${JSON.stringify(Object.fromEntries(tally))}`);
    // A route that never refused was never fuzzed; the accepted ones are counted apart and may be few.
    for (const spec of ROUTES.filter((route) => route.writes)) {
      const name = spec.covers.join(', ');
      expect(tally.get(name)?.refused, `${name}: ${JSON.stringify(tally.get(name))}`).toBeGreaterThan(0);
    }
    expect(api.unexpectedErrors).toEqual([]);
  });
});
