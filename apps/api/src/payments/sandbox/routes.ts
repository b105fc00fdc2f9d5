import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { sessionUser } from '../../auth/require-user';
import type { Database } from '../../db/connection';
import { payments } from '../../db/schema';
import type { SessionDeps } from '../../auth/session-deps';
import { readerLanguage, type PageLanguage } from '../../http/reader-language';
import { httpError } from '../../http/responses';
import { isUuid, readMultipartForm } from '../../http/validate';
import type { VerifiedCallback } from '../provider';
import { findOwnPayment } from '../queries';
import { checkCard, type CardForm } from './cards';
import { apiPaths } from '@manara/api-client/api-paths';
import { renderCheckoutPage, renderNotice } from './checkout-page';
import { sandboxFonts } from './fonts';
import { renderKioskCounterPage, renderKioskExpiredPage, renderKioskReferencePage, renderWalletPage, type CounterError } from './method-pages';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './provider';
import { SANDBOX_KIOSK_REFERENCE_HOURS, checkWalletCode, checkWalletNumber, newKioskReference, typedReference } from './wallets-and-kiosks';

export interface SandboxRoutesOptions {
  provider: SandboxProvider;
  /** Reads the buyer's session: only the browser that started a payment may see or pay it. */
  sessionDeps: SessionDeps;
  /** Sends the signed notification to our callback route and returns its answer. */
  deliverCallback: (request: { body: VerifiedCallback; headers: Record<string, string> }) => Promise<Response>;
  /** The site's result page for a payment: where the browser goes after paying. */
  resultUrl: (paymentId: string, lang: PageLanguage) => string;
  /** The course's page on the site: where Cancel goes. */
  courseUrl: (courseId: string, lang: PageLanguage) => string;
  now: () => Date;
}

/** A form field as text; a file or a missing field reads as empty. */
const text = (form: Record<string, string | File>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The sandbox's hosted payment page, `/api/payments/sandbox/checkout/{paymentId}`: a card form, a wallet's number
 * and one-time code, or a kiosk payment's reference, by the payment's way to pay. Paying posts the form back here;
 * the sandbox then notifies our callback route exactly as a real provider would (signed), and sends the browser to
 * the result page, which only reads the outcome. A kiosk reference is paid at `/api/payments/sandbox/kiosk`, the
 * stand-in for the kiosk's counter (docs/product/enrolment-and-payments.md#ways-to-pay).
 *
 * A test card grants the course, so the page answers the buyer's own signed-in browser only: to
 * anyone else (signed out, another account, a leaked payment id) the payment does not exist.
 */
export function sandboxRoutes(db: Database, { provider, sessionDeps, deliverCallback, resultUrl, courseUrl, now }: SandboxRoutesOptions) {
  async function findPayment(c: Context) {
    const id = c.req.param('paymentId') ?? '';
    if (!isUuid(id)) return undefined;
    const buyer = await sessionUser(sessionDeps, c);
    if (!buyer) return undefined;
    const found = await findOwnPayment(db, { paymentId: id, userId: buyer.id });
    return found?.payment.provider === provider.name ? { ...found.payment, courseTitle: found.courseTitle, buyerBlocked: buyer.isBlocked } : undefined;
  }

  type Payment = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

  const fontFaces = async () => (await sandboxFonts()).css;
  /** Signs the provider's notification about `payment` (a new transaction) and sends it to our callback route. */
  const notify = (
    payment: Pick<Payment, 'id' | 'amountPiasters' | 'currency'>,
    outcome: Pick<VerifiedCallback, 'success' | 'pending' | 'kioskReference'>,
  ) => {
    const callback: VerifiedCallback = {
      reference: payment.id,
      transactionId: `sandbox_${randomUUID()}`,
      amountPiasters: payment.amountPiasters,
      currency: payment.currency,
      ...outcome,
    };
    return deliverCallback({ body: callback, headers: { [SANDBOX_SIGNATURE_HEADER]: provider.sign(callback) } });
  };

  /** What every payment page shows of the payment. */
  const pageOf = (c: Context, payment: Payment) => ({
    paymentId: payment.id,
    courseTitle: payment.courseTitle,
    amountPiasters: payment.amountPiasters,
    cancelUrl: courseUrl(payment.courseId, readerLanguage(c)),
    lang: readerLanguage(c),
  });

  /** The payment went through (or was declined): the provider's notification, then the result page. */
  async function settle(c: Context, payment: Payment, success: boolean) {
    const answer = await notify(payment, { success, pending: false });
    if (!answer.ok) return c.html(renderNotice('notRecorded', await fontFaces(), readerLanguage(c)), 502);
    return c.redirect(resultUrl(payment.id, readerLanguage(c)), 303);
  }

  /** The wallet's two steps: its number, then the one-time code, which approves or declines the payment. */
  async function payByWallet(c: Context, payment: Payment, form: Record<string, string | File>) {
    const walletNumber = text(form, 'walletNumber');
    const page = { ...pageOf(c, payment), walletNumber, fontFaces: await fontFaces() };
    if (!('code' in form)) {
      const error = checkWalletNumber(walletNumber);
      return error ? c.html(renderWalletPage({ ...page, step: 'number', error }), 400) : c.html(renderWalletPage({ ...page, step: 'code' }));
    }
    const checked = checkWalletCode(walletNumber, text(form, 'code'));
    if (!checked.ok) return c.html(renderWalletPage({ ...page, step: checked.on === 'code' ? 'code' : 'number', error: checked.error }), 400);
    return settle(c, payment, checked.success);
  }

  /**
   * A kiosk payment's page issues its reference the first time it opens (the provider's signed pending notification
   * carries it and its expiry) and shows it from then on; an expired one says to enrol again.
   */
  async function kioskReferencePage(c: Context, payment: Payment) {
    let { kioskReference: reference, referenceExpiresAt: expiresAt } = payment;
    if (reference === null || expiresAt === null) {
      const issued = { reference: newKioskReference(), expiresAt: new Date(now().getTime() + SANDBOX_KIOSK_REFERENCE_HOURS * 3600_000) };
      const answer = await notify(payment, { success: false, pending: true, kioskReference: issued });
      if (!answer.ok) return c.html(renderNotice('notRecorded', await fontFaces(), readerLanguage(c)), 502);
      // Two pages opened at once: the first reference stored is the one.
      const stored = await findPayment(c);
      ({ kioskReference: reference, referenceExpiresAt: expiresAt } = stored ?? { kioskReference: null, referenceExpiresAt: null });
      if (reference === null || expiresAt === null) return c.html(renderNotice('notRecorded', await fontFaces(), readerLanguage(c)), 502);
    }
    if (expiresAt.getTime() <= now().getTime()) {
      return c.html(renderKioskExpiredPage({ courseUrl: courseUrl(payment.courseId, readerLanguage(c)), fontFaces: await fontFaces(), lang: readerLanguage(c) }));
    }
    return c.html(
      renderKioskReferencePage({ ...pageOf(c, payment), reference, expiresAt, resultUrl: resultUrl(payment.id, readerLanguage(c)), fontFaces: await fontFaces() }),
    );
  }
  const notFoundPage = async (c: Context) => c.html(renderNotice('notFound', await fontFaces(), readerLanguage(c)), 404);
  // A page opened before the buyer was blocked stays in the browser; neither showing nor paying it works now (decision 064).
  const blockedPage = async (c: Context) => c.html(renderNotice('blocked', await fontFaces(), readerLanguage(c)), 403);

  return new Hono()
    // The card page's font files; public, like the site's.
    .get('/fonts/:file', async (c) => {
      const file = (await sandboxFonts()).files.get(c.req.param('file'));
      if (!file) throw httpError('NOT_FOUND');
      return c.body(await readFile(file), 200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=86400' });
    })
    .get('/checkout/:paymentId', async (c) => {
      const payment = await findPayment(c);
      if (!payment) return notFoundPage(c);
      if (payment.buyerBlocked) return blockedPage(c);
      // Paid or declined already: nothing to pay here, the result page tells which.
      if (payment.status !== 'pending') return c.redirect(resultUrl(payment.id, readerLanguage(c)), 303);
      if (payment.method === 'WALLET') return c.html(renderWalletPage({ ...pageOf(c, payment), step: 'number', fontFaces: await fontFaces() }));
      if (payment.method === 'KIOSK') return kioskReferencePage(c, payment);
      return c.html(
        renderCheckoutPage({
          paymentId: payment.id,
          courseTitle: payment.courseTitle,
          amountPiasters: payment.amountPiasters,
          cancelUrl: courseUrl(payment.courseId, readerLanguage(c)),
          fontFaces: await fontFaces(),
          lang: readerLanguage(c),
        }),
      );
    })
    .post('/checkout/:paymentId', async (c) => {
      const payment = await findPayment(c);
      if (!payment) return notFoundPage(c);
      if (payment.buyerBlocked) return blockedPage(c);
      if (payment.status !== 'pending') return c.redirect(resultUrl(payment.id, readerLanguage(c)), 303);
      // A kiosk reference is paid at the kiosk, not here.
      if (payment.method === 'KIOSK') return c.redirect(apiPaths.sandboxCheckout(payment.id), 303);

      const form = await readMultipartForm(c);
      if (payment.method === 'WALLET') return payByWallet(c, payment, form);
      const values: CardForm = {
        cardNumber: text(form, 'cardNumber'),
        expiry: text(form, 'expiry'),
        cvc: text(form, 'cvc'),
        cardName: text(form, 'cardName'),
      };
      const card = checkCard(values, now());
      if (!card.ok) {
        const page = renderCheckoutPage({
          paymentId: payment.id,
          courseTitle: payment.courseTitle,
          amountPiasters: payment.amountPiasters,
          cancelUrl: courseUrl(payment.courseId, readerLanguage(c)),
          values,
          errors: card.errors,
          fontFaces: await fontFaces(),
          lang: readerLanguage(c),
        });
        return c.html(page, 400);
      }

      return settle(c, payment, card.success);
    })

    .get('/kiosk', async (c) => c.html(renderKioskCounterPage({ fontFaces: await fontFaces(), lang: readerLanguage(c) })))
    .post('/kiosk', async (c) => {
      const reference = typedReference(text(await readMultipartForm(c), 'reference'));
      const refuse = async (error: CounterError, status: 400 | 404 | 409 | 410) =>
        c.html(renderKioskCounterPage({ reference, error, fontFaces: await fontFaces(), lang: readerLanguage(c) }), status);
      if (!/^\d{6,20}$/.test(reference)) return refuse('reference', 400);
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.kioskReference, reference)));
      if (!payment?.referenceExpiresAt) return refuse('unknown', 404);
      if (payment.status === 'paid') return refuse('paid', 409);
      // A provider refuses a reference past its expiry, so it can never be paid late (decision 102).
      if (payment.referenceExpiresAt.getTime() <= now().getTime()) return refuse('expired', 410);
      const answer = await notify(payment, { success: true, pending: false, kioskReference: { reference, expiresAt: payment.referenceExpiresAt } });
      if (!answer.ok) return c.html(renderNotice('notRecorded', await fontFaces(), readerLanguage(c)), 502);
      const paid = { reference, amountPiasters: payment.amountPiasters };
      return c.html(renderKioskCounterPage({ paid, fontFaces: await fontFaces(), lang: readerLanguage(c) }));
    });
}
