import { absoluteUrl, inLanguage, sitePaths } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';
import {
  type ContactDetails,
  CreatePaymentBodySchema,
  PaymentReceiptQuerySchema,
  type CreatePaymentResponseSchema,
  type MyPaymentsResponseSchema,
  type PaymentMethodsResponseSchema,
  type PaymentResponseSchema,
} from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import { readerLanguage, type PageLanguage } from '../http/reader-language';
import { requireUser, type SessionEnv } from '../auth/require-user';
import { findCourse } from '../courses/queries';
import type { SessionDeps } from '../auth/session-deps';
import type { PaymentsOptions } from './options';
import { errorResponse, httpError, type ResponseBody, success } from '../http/responses';
import { isMultipartForm, isUuid, parseRequest, readJsonObject, readMultipartForm } from '../http/validate';
import { applyCallback } from './fulfil';
import { PAYMENT_METHOD_NAMES } from './method-names';
import { openPayments } from './open-payment';
import { findOwnPayment, isSubscribed, listOwnPayments } from './queries';
import { isSandboxProvider } from './sandbox/provider';
import { sandboxRoutes } from './sandbox/routes';
import { grantSubscription } from './subscriptions';
import { toPaymentResponse } from './to-response';
import type { Mailer } from '../mail/mailer';
import { receiptDocument } from './receipt-document';
import { receiptNumber } from './receipt-words';
import { buyerMails, findReceipt } from './receipts';

const courseNotFound = () => httpError('COURSE_NOT_FOUND');
const paymentNotFound = () => httpError('PAYMENT_NOT_FOUND');

/** The course price in EGP as whole piasters, the unit providers take. */
export const toPiasters = (pounds: number) => Math.round(pounds * 100);

/** A provider's notification, whichever way it encodes it. */
async function readCallbackBody(c: Context): Promise<unknown> {
  if (/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return readJsonObject(c);
  if (isMultipartForm(c) || /^application\/x-www-form-urlencoded\b/i.test(c.req.header('Content-Type') ?? '')) return readMultipartForm(c);
  return c.req.text();
}

/** `/api/payments/...`: enrolment, the provider's notifications, a payment's outcome, and the sandbox's card page. */
/** What the payment routes use of the API's dependencies. */
export interface PaymentDeps extends SessionDeps {
  payments: PaymentsOptions;
  users: {
    publicUrl: () => string;
    now: () => Date;
    /** The receipts and kiosk references, and who they say sold the course (docs/product/enrolment-and-payments.md#receipts). */
    mailer: Mailer;
    contactDetails: ContactDetails;
  };
  reportError: (error: unknown) => void;
  /** Sends a request through the whole app, in process (the sandbox's notifications). */
  dispatch: (path: string, init: RequestInit) => Promise<Response>;
}

export function paymentRoutes(deps: PaymentDeps) {
  const { db, reportError, dispatch } = deps;
  const { provider } = deps.payments;
  const { publicUrl, now } = deps.users;
  const signedIn = requireUser(deps);
  /** A page of the site, in the buyer's language (docs/product/languages.md). */
  const site = (path: string, lang: PageLanguage) => absoluteUrl(publicUrl(), inLanguage(path, lang));
  const resultUrl = (paymentId: string, lang: PageLanguage) => site(sitePaths.paymentResult(paymentId), lang);
  const openPayment = openPayments(db, provider, now);

  // Receipts (docs/product/enrolment-and-payments.md#receipts).
  const seller = () => ({ email: deps.users.contactDetails.email, phone: deps.users.contactDetails.phone, website: publicUrl() });
  const mailBuyer = buyerMails({
    db,
    mailer: deps.users.mailer,
    seller,
    receiptUrl: (paymentId, lang) => absoluteUrl(publicUrl(), apiPaths.paymentReceipt(paymentId, lang)),
    reportError,
  });

  const routes = new Hono<SessionEnv>()
    .get('/methods', (c) => {
      const methods = provider.methods.map((method) => ({ method, name: PAYMENT_METHOD_NAMES[method] }));
      const body: ResponseBody<typeof PaymentMethodsResponseSchema> = success({ methods });
      return c.json(body);
    })

    .post('/create/:id', signedIn, async (c) => {
      const user = c.var.user;
      if (user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
      // The contract's methods and the providers' (`provider.ts`) are one list written twice; the compiler
      // holds them together here (the body's method goes to the provider) and in `/methods` (the other way).
      // No body means every default (`paymentMethod` CARD); anything sent must be a JSON object.
      const { paymentMethod } = parseRequest(CreatePaymentBodySchema, await readJsonObject(c));
      if (!provider.methods.includes(paymentMethod)) throw httpError('PAYMENT_METHOD_UNAVAILABLE');
      const courseId = c.req.param('id');
      if (!isUuid(courseId)) throw courseNotFound();
      const course = await findCourse(db, courseId);
      if (!course) throw courseNotFound();
      if (await isSubscribed(db, { userId: user.id, courseId })) throw httpError('ALREADY_SUBSCRIBED');

      // The price is the course's, read now; nothing the client sent takes part.
      const amountPiasters = toPiasters(course.currentPrice);
      if (amountPiasters === 0) {
        const granted = await grantSubscription(db, { userId: user.id, courseId, paymentId: null, amountPiasters: 0 });
        if (!granted) throw httpError('ALREADY_SUBSCRIBED');
        const body: ResponseBody<typeof CreatePaymentResponseSchema> = success({
          paymentUrl: site(sitePaths.lessons(courseId), readerLanguage(c)),
          paymentId: null,
        });
        return c.json(body);
      }

      const opened = await openPayment({
        userId: user.id,
        courseId,
        amountPiasters,
        method: paymentMethod,
        language: readerLanguage(c),
        referenceUrl: (paymentId) => resultUrl(paymentId, readerLanguage(c)),
        checkout: (paymentId) => ({
          amountPiasters,
          currency: 'EGP',
          method: paymentMethod,
          course: { id: courseId, title: course.title },
          customer: { firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber },
          returnUrl: resultUrl(paymentId, readerLanguage(c)),
          callbackUrl: absoluteUrl(publicUrl(), apiPaths.paymentCallback(provider.name)),
        }),
      });
      if (opened.kind === 'preparing') throw httpError('PAYMENT_IN_PROGRESS');
      if (opened.kind === 'providerFailed') {
        reportError(opened.error);
        // Returned, not thrown: the app turns every thrown 5xx into its generic message.
        return errorResponse(c, 'PAYMENT_PROVIDER_UNAVAILABLE');
      }
      const body: ResponseBody<typeof CreatePaymentResponseSchema> = success({ paymentUrl: opened.url, paymentId: opened.paymentId });
      return c.json(body);
    })

    // Server to server: only a notification the provider verifies (signature) can change a payment.
    .post('/callback/:provider', async (c) => {
      if (c.req.param('provider') !== provider.name) throw httpError('NOT_FOUND');
      const verified = await provider.verifyCallback({
        query: c.req.query(),
        body: await readCallbackBody(c),
        headers: c.req.raw.headers,
      });
      if (!verified) throw httpError('CALLBACK_UNVERIFIED');
      const outcome = await applyCallback(db, provider.name, verified);
      switch (outcome.kind) {
        case 'notFound':
          throw paymentNotFound();
        case 'mismatch':
          throw httpError('CALLBACK_MISMATCH');
        case 'transactionReused':
          throw httpError('TRANSACTION_REUSED');
        case 'recorded':
          await mailBuyer(verified.reference, outcome);
          return c.json(success({ status: outcome.status }));
      }
    })

    // Before `/:paymentId`, which would take "mine" for an id.
    .get('/mine', signedIn, async (c) => {
      const rows = await listOwnPayments(db, c.var.user.id);
      const body: ResponseBody<typeof MyPaymentsResponseSchema> = success({
        payments: rows.map((row) => toPaymentResponse(row.payment, row.courseTitle)),
      });
      return c.json(body);
    })

    .get('/:paymentId', signedIn, async (c) => {
      const id = c.req.param('paymentId');
      if (!isUuid(id)) throw paymentNotFound();
      // Someone else's payment is answered as missing: its id tells nothing.
      const found = await findOwnPayment(db, { paymentId: id, userId: c.var.user.id });
      if (!found) throw paymentNotFound();
      const body: ResponseBody<typeof PaymentResponseSchema> = success({ payment: toPaymentResponse(found.payment, found.courseTitle) });
      return c.json(body);
    })

    // A paid payment's receipt to keep (decision 103): to its buyer only, like the payment itself.
    .get('/:paymentId/receipt', signedIn, async (c) => {
      const { lang } = parseRequest(PaymentReceiptQuerySchema, c.req.query());
      const id = c.req.param('paymentId');
      const receipt = isUuid(id) ? await findReceipt(db, { paymentId: id, userId: c.var.user.id }) : undefined;
      if (!receipt) throw paymentNotFound();
      const html = await receiptDocument({ facts: receipt.facts, seller: seller(), lang: lang ?? receipt.language });
      return c.body(html, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="manara-receipt-${receiptNumber(id)}.html"`,
      });
    });

  if (isSandboxProvider(provider)) {
    routes.route(
      '/sandbox',
      sandboxRoutes(db, {
        provider,
        sessionDeps: deps,
        // Through the whole app, so the notification meets exactly what a real provider's does.
        deliverCallback: ({ body, headers }) =>
          dispatch('/api/payments/callback/sandbox', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
        resultUrl,
        courseUrl: (courseId, lang) => site(sitePaths.coursePage(courseId), lang),
        now,
      }),
    );
  }
  return routes;
}
