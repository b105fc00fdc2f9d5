import { AdminCourseResponseSchema, ApplicationResponseSchema, LessonFileResponseSchema, type ErrorCode } from '@manara/api-client/schemas';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../src/payments/sandbox/cards';
import { localDiskStorage } from '../src/uploads/local-disk-storage';
import { PUBLIC_URL, ROOMY_RATE_LIMITS, STRONG_PASSWORD, registration, signedUpUser, uniqueEmail, useAccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { certifiedLearner, enrolledLearnerIn } from './support/learning';
import { PAID_COURSE, block, buyerCookie, paidPayment, pendingPayment, seededCourse, testSandbox, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

/*
 * Every route outside the back office, by the route table itself, against every kind of caller: a visitor, a
 * learner, a blocked learner, a blocked admin, an admin, and the learner who owns the object the path names.
 * The admin routes have their own matrix (admin-authorization.test.ts). A route added without a row here fails.
 */

type Caller = 'anonymous' | 'learner' | 'blocked' | 'blockedAdmin' | 'admin' | 'owner';
/** A status, and for a JSON refusal the contract's error code. */
type Outcome = { status: number; code?: ErrorCode };
/**
 * `owner` only where the path names one learner's object (or their progress in a course): elsewhere they are
 * just a learner. Outside the back office a blocked admin is answered as a blocked learner unless the row says otherwise.
 */
type Expected = Record<'anonymous' | 'learner' | 'blocked' | 'admin', Outcome> & { blockedAdmin?: Outcome; owner?: Outcome };
type Row = {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** As the router lists it. */
  pattern: string;
  path: string;
  /** JSON. */
  body?: unknown;
  /** JSON made again for each caller, where a body can be used once. */
  freshBody?: () => unknown;
  /** Sent as a browser posts a form. */
  form?: Record<string, string>;
  /** A page the browser loads by itself: the session is the site's cookie, not a bearer token. */
  session?: 'cookie';
  expect: Expected;
};

const ok = (status = 200): Outcome => ({ status });
const refused = (status: number, code: ErrorCode): Outcome => ({ status, code });
const LOGIN_REQUIRED = refused(401, 'LOGIN_REQUIRED');
const BLOCKED = refused(403, 'ACCOUNT_BLOCKED');
const everyone = (outcome: Outcome) => ({ anonymous: outcome, learner: outcome, blocked: outcome, admin: outcome });
const signedIn = (outcome: Outcome) => ({ ...everyone(outcome), anonymous: LOGIN_REQUIRED });
/** Progress is kept for a subscriber only; an admin may watch but has none (docs/product/learning.md). */
const subscriberOnly: Expected = { anonymous: LOGIN_REQUIRED, learner: refused(403, 'NOT_SUBSCRIBED'), blocked: BLOCKED, admin: refused(403, 'NOT_SUBSCRIBED'), owner: ok() };

/** Middleware and catch-all 404s, which answer nothing of their own; listed so that a new `ALL` route is noticed too. */
const PASS_THROUGH = ['ALL /*', 'ALL /api/*', 'ALL /api/completion/*', 'ALL /api/credentials/*', 'ALL /media/*', 'ALL /uploads/*'];

const show = ({ status, code }: Outcome) => (code ? `${status} ${code}` : String(status));

async function outcomeOf(response: Response): Promise<Outcome> {
  // Successes and the HTML pages (the sandbox's card page) carry no code.
  if (response.status < 400 || !response.headers.get('content-type')?.startsWith('application/json')) return { status: response.status };
  const { status, code } = await errorCodeOf(response);
  return { status, code };
}

describe.each(testDrivers())('who may call each route outside the back office on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, fakeSite: true, rateLimits: ROOMY_RATE_LIMITS, payments: () => ({ provider: testSandbox() }) });

  it('answers each caller of every route as the table says', async () => {
    const boss = await signedInAdmin(api);
    const learner = await signedUpUser(api);
    // Enrolled before being blocked, so the learning routes refuse them for the block, not for a missing subscription.
    const blocked = await enrolledLearnerIn(api);
    await block(api, await userIdOf(api, blocked.user.email));
    const blockedAdmin = await signedInAdmin(api);
    await block(api, blockedAdmin.id);

    // The owner's objects: progress and a certificate in the free course, a payment, an application, an archived course.
    const owner = await certifiedLearner(api);
    const ownerId = await userIdOf(api, owner.user.email);
    const course = owner.course.id;
    const lesson = owner.lessons[0]?.id ?? '';
    const paidCourse = (await seededCourse(api, PAID_COURSE)).id;
    const payment = await pendingPayment(api, owner.user.token, paidCourse);
    const answers = { motivation: 'm', promotionPlan: 'p', experience: 'e', questions: 'q' };
    const application = (await expectSuccess(await api.send('POST', '/api/programs/ambassador/apply', { token: owner.user.token, body: answers }), ApplicationResponseSchema, 201))
      .data.application._id;
    const archived = (await seededCourse(api, 'Scholarship Essays That Win')).id;
    const paid = await paidPayment(api, owner.user.token, archived);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${archived}/status`, { token: boss.token, body: { status: 'archived' } }), AdminCourseResponseSchema);
    const credential = await (await api.send('GET', `/api/certificates/${owner.certificateId}/credential`)).text();
    const keyPath = String(decodeProtectedHeader(credential).kid).slice(PUBLIC_URL.length);
    const photo = await localDiskStorage(api.uploadDir).put('avatars/matrix.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const pdf = new FormData();
    pdf.append('name', 'Worksheet');
    pdf.append('file', new File(['%PDF-1.4\n%%EOF\n'], 'worksheet.pdf', { type: 'application/pdf' }));
    const lessonFile = (await expectSuccess(await api.send('POST', `/api/admin/lessons/${lesson}/files`, { token: boss.token, form: pdf }), LessonFileResponseSchema, 201)).data.file;

    const rows: Row[] = [
      { method: 'GET', pattern: '/api/health', path: '/api/health', expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/live', path: '/api/live', expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/ready', path: '/api/ready', expect: everyone(ok()) },

      { method: 'GET', pattern: '/api/courses', path: '/api/courses', expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/courses/search', path: '/api/courses/search?searchTerm=Global', expect: everyone(ok()) },
      { method: 'POST', pattern: '/api/courses/by-ids', path: '/api/courses/by-ids', body: { ids: [course] }, expect: everyone(ok()) },
      // An archived course stays open to those who hold it, and to admins; to anyone else it does not exist.
      {
        method: 'GET',
        pattern: '/api/courses/:id',
        path: `/api/courses/${archived}`,
        expect: { ...everyone(refused(404, 'COURSE_NOT_FOUND')), admin: ok(), owner: ok() },
      },
      {
        method: 'GET',
        pattern: '/api/courses/:id/subscription-status',
        path: `/api/courses/${course}/subscription-status?userId=${ownerId}`,
        expect: { ...signedIn(ok()), learner: refused(403, 'NOT_YOUR_SUBSCRIPTION'), blocked: BLOCKED, owner: ok() },
      },
      // The admin's alias of the lessons call; the other address of the same handler takes the free course below.
      {
        method: 'GET',
        pattern: '/api/courses/:id/lessons',
        path: `/api/courses/${archived}/lessons`,
        expect: { ...everyone(refused(404, 'COURSE_NOT_FOUND')), admin: ok(), owner: ok() },
      },

      // Google sign-in is not configured here: every caller is sent back to the site with the error. State and PKCE guard the real flow.
      { method: 'GET', pattern: '/api/users/google', path: '/api/users/google', expect: everyone(ok(302)) },
      { method: 'GET', pattern: '/api/users/google/callback', path: '/api/users/google/callback?code=x&state=y', expect: everyone(ok(302)) },
      { method: 'GET', pattern: '/api/users/google/status', path: '/api/users/google/status', expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/contact-details', path: '/api/contact-details', expect: everyone(ok()) },
      { method: 'POST', pattern: '/api/users/register', path: '/api/users/register', freshBody: () => registration(), expect: everyone(ok()) },
      // Guarded by the link's single-use token, not by a session.
      { method: 'GET', pattern: '/api/users/verify-email', path: '/api/users/verify-email?token=forged', expect: everyone(refused(400, 'VERIFICATION_LINK_INVALID')) },
      { method: 'POST', pattern: '/api/users/login', path: '/api/users/login', body: { email: learner.email, password: learner.password }, expect: everyone(ok()) },
      { method: 'POST', pattern: '/api/users/forgot-password', path: '/api/users/forgot-password', body: { email: learner.email }, expect: everyone(ok()) },
      // The same answer for any address: it tells nobody who has an account.
      { method: 'POST', pattern: '/api/users/resend-verification', path: '/api/users/resend-verification', body: { email: learner.email }, expect: everyone(ok()) },
      {
        method: 'POST',
        pattern: '/api/users/reset-password',
        path: '/api/users/reset-password',
        body: { token: 'forged', newPassword: STRONG_PASSWORD },
        expect: everyone(refused(400, 'RESET_LINK_INVALID')),
      },
      // A blocked learner keeps their profile (docs/product/overview.md#roles).
      { method: 'GET', pattern: '/api/users/profile', path: '/api/users/profile', expect: signedIn(ok()) },
      { method: 'PATCH', pattern: '/api/users/profile', path: '/api/users/profile', body: { firstName: 'Nour', lastName: 'Hassan' }, expect: signedIn(ok()) },
      // A wrong current password gets past the guard without ending the sessions the other rows use.
      {
        method: 'PUT',
        pattern: '/api/users/update-password',
        path: '/api/users/update-password',
        body: { currentPassword: 'not-the-password', newPassword: STRONG_PASSWORD },
        expect: signedIn(refused(400, 'WRONG_CURRENT_PASSWORD')),
      },

      { method: 'GET', pattern: '/api/payments/methods', path: '/api/payments/methods', expect: everyone(ok()) },
      { method: 'POST', pattern: '/api/payments/create/:id', path: `/api/payments/create/${paidCourse}`, body: {}, expect: { ...signedIn(ok()), blocked: BLOCKED } },
      // Guarded by the provider's signature, not by a session.
      {
        method: 'POST',
        pattern: '/api/payments/callback/:provider',
        path: '/api/payments/callback/sandbox',
        body: { reference: payment, transactionId: 'forged', success: true, pending: false, amountPiasters: 1, currency: 'EGP' },
        expect: everyone(refused(400, 'CALLBACK_UNVERIFIED')),
      },
      // Each learner's own payments only; a blocked one still reads theirs, as they read one payment's outcome.
      { method: 'GET', pattern: '/api/payments/mine', path: '/api/payments/mine', expect: signedIn(ok()) },
      // Someone else's payment is not found, for admins too: they see payments in the back office.
      {
        method: 'GET',
        pattern: '/api/payments/:paymentId',
        path: `/api/payments/${payment}`,
        expect: { ...signedIn(refused(404, 'PAYMENT_NOT_FOUND')), owner: ok() },
      },
      // A paid payment's receipt, to its buyer only, as the payment is.
      {
        method: 'GET',
        pattern: '/api/payments/:paymentId/receipt',
        path: `/api/payments/${paid}/receipt`,
        expect: { ...signedIn(refused(404, 'PAYMENT_NOT_FOUND')), owner: ok() },
      },
      // The card page's font, public like the site's files.
      {
        method: 'GET',
        pattern: '/api/payments/sandbox/fonts/:file',
        path: '/api/payments/sandbox/fonts/cairo-latin-wght-normal.woff2',
        expect: everyone(ok()),
      },
      // The sandbox's card page is HTML, answered to the buyer's own browser only.
      {
        method: 'GET',
        pattern: '/api/payments/sandbox/checkout/:paymentId',
        path: `/api/payments/sandbox/checkout/${payment}`,
        session: 'cookie',
        expect: { ...everyone(ok(404)), owner: ok() },
      },
      {
        method: 'POST',
        pattern: '/api/payments/sandbox/checkout/:paymentId',
        path: `/api/payments/sandbox/checkout/${payment}`,
        session: 'cookie',
        form: { cardNumber: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123', cardName: 'Nour Hassan' },
        expect: { ...everyone(ok(404)), owner: ok(303) },
      },
      // The sandbox's kiosk counter: anyone may pay a reference there, as with cash; an unknown one is not found.
      { method: 'GET', pattern: '/api/payments/sandbox/kiosk', path: '/api/payments/sandbox/kiosk', expect: everyone(ok()) },
      { method: 'POST', pattern: '/api/payments/sandbox/kiosk', path: '/api/payments/sandbox/kiosk', form: { reference: '000000001' }, expect: everyone(ok(404)) },

      { method: 'GET', pattern: '/api/lessons/courses/:id/lessons', path: `/api/lessons/courses/${course}/lessons`, expect: { ...everyone(ok()), blocked: BLOCKED, owner: ok() } },
      { method: 'GET', pattern: '/api/lessons/courses/:id/progress', path: `/api/lessons/courses/${course}/progress`, expect: subscriberOnly },
      { method: 'GET', pattern: '/api/lessons/courses/:id/completed', path: `/api/lessons/courses/${course}/completed`, expect: subscriberOnly },
      { method: 'POST', pattern: '/api/lessons/:id/progress', path: `/api/lessons/${lesson}/progress`, body: { courseId: course, position: 0 }, expect: subscriberOnly },
      { method: 'POST', pattern: '/api/lessons/:id/complete', path: `/api/lessons/${lesson}/complete`, body: { courseId: course }, expect: subscriberOnly },
      // A lesson's PDF: for those who may watch the course's private lessons, an admin among them (decision 082).
      { method: 'GET', pattern: '/api/lessons/:id/files/:fileId', path: lessonFile.url, expect: { ...subscriberOnly, admin: ok() } },

      { method: 'POST', pattern: '/api/completion/lessons/complete', path: '/api/completion/lessons/complete', body: { lessonId: lesson, courseId: course }, expect: subscriberOnly },
      { method: 'GET', pattern: '/api/completion/courses/:id/completed-lessons', path: `/api/completion/courses/${course}/completed-lessons`, expect: subscriberOnly },
      { method: 'GET', pattern: '/api/completion/completed-courses', path: '/api/completion/completed-courses', expect: signedIn(ok()) },
      // A certificate once earned stays its owner's, blocked or not; nobody else's is found.
      {
        method: 'GET',
        pattern: '/api/completion/courses/:id/certificate',
        path: `/api/completion/courses/${course}/certificate`,
        expect: { ...signedIn(refused(404, 'CERTIFICATE_NOT_FOUND')), owner: ok() },
      },
      { method: 'GET', pattern: '/api/completion/courses/:id/completion-status', path: `/api/completion/courses/${course}/completion-status`, expect: subscriberOnly },

      // Public by design: the id is the credential (a QR code, a shared link).
      { method: 'GET', pattern: '/api/certificates/:id', path: `/api/certificates/${owner.certificateId}`, expect: { ...everyone(ok()), owner: ok() } },
      { method: 'GET', pattern: '/api/certificates/:id/credential', path: `/api/certificates/${owner.certificateId}/credential`, expect: { ...everyone(ok()), owner: ok() } },
      { method: 'GET', pattern: '/api/certificates/:id/preview.png', path: `/api/certificates/${owner.certificateId}/preview.png`, expect: { ...everyone(ok()), owner: ok() } },
      { method: 'GET', pattern: '/api/credentials/issuer', path: '/api/credentials/issuer', expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/credentials/keys/:thumbprint', path: keyPath, expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/credentials/achievements/:courseId', path: `/api/credentials/achievements/${course}`, expect: everyone(ok()) },
      { method: 'GET', pattern: '/api/credentials/status/:list', path: '/api/credentials/status/0', expect: everyone(ok()) },

      { method: 'POST', pattern: '/api/programs/ambassador/apply', path: '/api/programs/ambassador/apply', body: answers, expect: { ...signedIn(ok(201)), blocked: BLOCKED } },
      {
        method: 'POST',
        pattern: '/api/programs/mentorship/request',
        path: '/api/programs/mentorship/request',
        body: { goal: 'g', area: 'a', expectations: 'e', availability: 'a' },
        expect: { ...signedIn(ok(201)), blocked: BLOCKED },
      },
      { method: 'GET', pattern: '/api/programs/my-applications', path: '/api/programs/my-applications', expect: signedIn(ok()) },
      // Someone else's application is not found; an admin reviews it.
      {
        method: 'GET',
        pattern: '/api/programs/status/:id',
        path: `/api/programs/status/${application}`,
        expect: { ...signedIn(refused(404, 'APPLICATION_NOT_FOUND')), admin: ok(), owner: ok() },
      },
      // A fresh sender each time: the form is limited per sender.
      {
        method: 'POST',
        pattern: '/api/email',
        path: '/api/email',
        freshBody: () => ({ firstName: 'Nour', lastName: 'Hassan', email: uniqueEmail('contact'), message: 'Who may write to the team?' }),
        expect: everyone(ok(201)),
      },

      // Stored files are public; their keys are unguessable.
      { method: 'GET', pattern: '/uploads/*', path: photo, expect: everyone(ok()) },
      { method: 'HEAD', pattern: '/uploads/*', path: photo, expect: everyone(ok()) },
      { method: 'GET', pattern: '/robots.txt', path: '/robots.txt', expect: everyone(ok()) },
      { method: 'GET', pattern: '/sitemap.xml', path: '/sitemap.xml', expect: everyone(ok()) },
      // The site's shell is the same for everyone; what it shows comes from the routes above.
      { method: 'GET', pattern: '/*', path: '/admin', expect: everyone(ok()) },

      // Last: it ends every session of the caller.
      { method: 'POST', pattern: '/api/users/logout', path: '/api/users/logout', expect: { ...signedIn(ok()), owner: ok() } },
    ];

    const tabled = rows.map((row) => `${row.method} ${row.pattern}`);
    const registered = new Set(api.routes.filter((route) => !route.path.startsWith('/api/admin/')).map((route) => `${route.method} ${route.path}`));
    const registeredRoutes = [...registered].filter((route) => !route.startsWith('ALL '));
    // Soft: the cells below are still checked, so one run shows everything that is wrong.
    expect.soft({
      withoutRow: registeredRoutes.filter((route) => !tabled.includes(route)),
      noSuchRoute: tabled.filter((route) => !registered.has(route)),
      twoRows: tabled.filter((route, index) => tabled.indexOf(route) !== index),
      unknownPassThrough: [...registered].filter((route) => route.startsWith('ALL ') && !PASS_THROUGH.includes(route)),
    }).toEqual({ withoutRow: [], noSuchRoute: [], twoRows: [], unknownPassThrough: [] });

    const tokens: Record<Caller, string | undefined> = {
      anonymous: undefined,
      learner: learner.token,
      blocked: blocked.user.token,
      blockedAdmin: blockedAdmin.token,
      admin: boss.token,
      owner: owner.user.token,
    };
    const send = ({ method, path, body, freshBody, form, session }: Row, token: string | undefined) =>
      api.send(method, path, {
        ...(token && session !== 'cookie' ? { token } : {}),
        ...(freshBody ? { body: freshBody() } : body === undefined ? {} : { body }),
        ...(form ? { raw: new URLSearchParams(form).toString() } : {}),
        headers: {
          ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(token && session === 'cookie' ? buyerCookie(token) : {}),
        },
      });

    const mismatches: string[] = [];
    for (const row of rows) {
      const callers: Array<[Caller, Outcome | undefined]> = [
        ['anonymous', row.expect.anonymous],
        ['learner', row.expect.learner],
        ['blocked', row.expect.blocked],
        ['blockedAdmin', row.expect.blockedAdmin ?? row.expect.blocked],
        ['admin', row.expect.admin],
        // The owner goes last: a state-changing row (paying, logging out) must not take the object from the others first.
        ['owner', row.expect.owner],
      ];
      for (const [caller, expected] of callers) {
        if (!expected) continue;
        const actual = await outcomeOf(await send(row, tokens[caller]));
        if (actual.status !== expected.status || actual.code !== expected.code) {
          mismatches.push(`${row.method} ${row.pattern} as ${caller}: expected ${show(expected)}, got ${show(actual)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
