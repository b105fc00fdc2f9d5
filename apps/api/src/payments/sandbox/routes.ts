import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { sessionUser } from '../../auth/require-user';
import type { Database } from '../../db/connection';
import type { SessionDeps } from '../../auth/session-deps';
import { readerLanguage, type PageLanguage } from '../../http/reader-language';
import { httpError } from '../../http/responses';
import { isUuid, readMultipartForm } from '../../http/validate';
import type { VerifiedCallback } from '../provider';
import { findOwnPayment } from '../queries';
import { checkCard, type CardForm } from './cards';
import { renderCheckoutPage, renderNotice } from './checkout-page';
import { sandboxFonts } from './fonts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './provider';

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
const text = (form: Record<string, string | File>, name: keyof CardForm) => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The sandbox's hosted card page, `/api/payments/sandbox/checkout/{paymentId}`. Paying posts the form
 * back here; the sandbox then notifies our callback route exactly as a real provider would (signed),
 * and sends the browser to the result page, which only reads the outcome.
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

  const fontFaces = async () => (await sandboxFonts()).css;
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

      const form = await readMultipartForm(c);
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

      const callback: VerifiedCallback = {
        reference: payment.id,
        transactionId: `sandbox_${randomUUID()}`,
        success: card.success,
        pending: false,
        amountPiasters: payment.amountPiasters,
        currency: payment.currency,
      };
      const answer = await deliverCallback({ body: callback, headers: { [SANDBOX_SIGNATURE_HEADER]: provider.sign(callback) } });
      if (!answer.ok) return c.html(renderNotice('notRecorded', await fontFaces(), readerLanguage(c)), 502);
      return c.redirect(resultUrl(payment.id, readerLanguage(c)), 303);
    });
}
