import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { PageLanguage } from '../http/reader-language';
import { payments } from '../db/schema';
import type { CheckoutRequest, PaymentProvider } from './provider';

/** How long a card page stays worth reopening; an older one is closed and a fresh one made (decision 028). */
export const OPEN_PAYMENT_REUSE_MS = 30 * 60 * 1000;
/** How long another server may take to prepare an open payment before it counts as abandoned. */
const PREPARING_GRACE_MS = 60 * 1000;

export type OpenPaymentOutcome =
  | { kind: 'ready'; paymentId: string; url: string }
  /** Another server is preparing this learner's payment for the course right now. */
  | { kind: 'preparing' }
  /** The provider could not start one; the payment was closed. */
  | { kind: 'providerFailed'; error: unknown };

export interface OpenPaymentRequest {
  userId: string;
  courseId: string;
  amountPiasters: number;
  method: CheckoutRequest['method'];
  /** The buyer's language: the reference and the receipt are mailed in it. */
  language: PageLanguage;
  /** Where a kiosk reference already issued is shown (the site's result page for the payment). */
  referenceUrl: (paymentId: string) => string;
  /** What the provider needs besides the payment id. */
  checkout: (paymentId: string) => Omit<CheckoutRequest, 'paymentId'>;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * A learner has at most one open (pending) payment per course, whatever the way to pay: a second Enroll Now, from
 * another tab or a double click, reopens the same card page, so two payments for one course cannot both be paid.
 * A kiosk payment whose reference is issued is shown again (its result page) until the reference expires; after
 * that, or with another way to pay, the open payment is closed and a new one made (decision 102).
 * The database holds the rule (a partial unique index); requests racing in this process share one
 * answer, and a race with another server is settled by the index.
 */
export function openPayments(db: Database, provider: PaymentProvider, now: () => Date) {
  const inFlight = new Map<string, Promise<OpenPaymentOutcome>>();

  const findOpen = async ({ userId, courseId }: OpenPaymentRequest) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.courseId, courseId), eq(payments.status, 'pending')));
    return row;
  };

  /** Where the open payment `row` can be taken up again for `request`, if it can. */
  const reuse = (row: PaymentRow, request: OpenPaymentRequest): string | undefined => {
    const same = row.provider === provider.name && row.amountPiasters === request.amountPiasters && row.method === request.method;
    if (!same || row.checkoutUrl === null) return undefined;
    // A reference is paid for until it expires, however long ago it was issued; an expired one is replaced.
    if (row.kioskReference !== null) {
      return row.referenceExpiresAt && row.referenceExpiresAt.getTime() > now().getTime() ? request.referenceUrl(row.id) : undefined;
    }
    return now().getTime() - row.createdAt.getTime() < OPEN_PAYMENT_REUSE_MS ? row.checkoutUrl : undefined;
  };

  const close = (id: string) =>
    db
      .update(payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')));

  async function open(request: OpenPaymentRequest): Promise<OpenPaymentOutcome> {
    const existing = await findOpen(request);
    if (existing) {
      const url = reuse(existing, request);
      if (url) return { kind: 'ready', paymentId: existing.id, url };
      const young = now().getTime() - existing.createdAt.getTime() < PREPARING_GRACE_MS;
      if (existing.checkoutUrl === null && young) return { kind: 'preparing' };
      // Stale, made for another price or way to pay, or its reference expired: its page (or a wallet's approval)
      // may still be paid, which fulfilment records as paid, or as a duplicate when another payment got the course.
      await close(existing.id);
    }

    const [created] = await db
      .insert(payments)
      .values({
        userId: request.userId,
        courseId: request.courseId,
        amountPiasters: request.amountPiasters,
        currency: 'EGP',
        method: request.method,
        provider: provider.name,
        language: request.language,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!created) {
      // Another server opened one between our look and our insert.
      const winner = await findOpen(request);
      return winner?.checkoutUrl ? { kind: 'ready', paymentId: winner.id, url: winner.checkoutUrl } : { kind: 'preparing' };
    }

    let checkout;
    try {
      checkout = await provider.createCheckout({ paymentId: created.id, ...request.checkout(created.id) });
    } catch (error) {
      // It never reached the card page, so it can never be paid.
      await close(created.id);
      return { kind: 'providerFailed', error };
    }
    await db
      .update(payments)
      .set({ checkoutUrl: checkout.url, ...(checkout.providerOrderId ? { providerOrderId: checkout.providerOrderId } : {}) })
      .where(eq(payments.id, created.id));
    return { kind: 'ready', paymentId: created.id, url: checkout.url };
  }

  return (request: OpenPaymentRequest): Promise<OpenPaymentOutcome> => {
    const key = `${request.userId}:${request.courseId}`;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const opening = open(request).finally(() => inFlight.delete(key));
    inFlight.set(key, opening);
    return opening;
  };
}
