import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, users } from '../db/schema';
import type { PageLanguage } from '../http/reader-language';
import type { Mailer } from '../mail/mailer';
import type { CallbackOutcome } from './fulfil';
import { kioskReferenceMail, receiptMail } from './receipt-mails';
import type { ReceiptFacts, Seller } from './receipt-words';

/*
 * The buyer's mails about a payment (docs/product/enrolment-and-payments.md#receipts, decision 103): the
 * receipt, once, after the payment is paid, and the kiosk reference when the provider issues one.
 */

type Reader = Pick<Database, 'select'>;

const language = (stored: string): PageLanguage => (stored === 'ar' ? 'ar' : 'en');

const paymentWithBuyer = (db: Reader) =>
  db
    .select({ payment: payments, courseTitle: courses.title, buyer: { firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(payments)
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .innerJoin(users, eq(users.id, payments.userId));

/**
 * A paid payment's receipt, with its buyer's address and language; to its buyer only when `userId` is given.
 * Undefined for a payment that is not paid, or not theirs.
 */
export async function findReceipt(db: Reader, { paymentId, userId }: { paymentId: string; userId?: string }) {
  const [row] = await paymentWithBuyer(db).where(
    and(eq(payments.id, paymentId), eq(payments.status, 'paid'), userId === undefined ? undefined : eq(payments.userId, userId)),
  );
  if (!row) return undefined;
  const { payment, courseTitle, buyer } = row;
  const { paidAt } = payment;
  if (paidAt === null) return undefined;
  const facts: ReceiptFacts = {
    paymentId: payment.id,
    courseTitle,
    amountPiasters: payment.amountPiasters,
    currency: payment.currency,
    method: payment.method,
    providerReference: payment.providerTransactionId ?? '',
    paidAt,
    buyer: { firstName: buyer.firstName, lastName: buyer.lastName },
  };
  return { facts, email: buyer.email, language: language(payment.language) };
}

export interface BuyerMailOptions {
  db: Database;
  mailer: Mailer;
  seller: () => Seller;
  /** Where the printable receipt of a payment is downloaded, in `lang`. */
  receiptUrl: (paymentId: string, lang: PageLanguage) => string;
  reportError: (error: unknown) => void;
}

/**
 * What a recorded notification sends the buyer. The database work is awaited (a failure is reported, never
 * answered to the provider); the delivery is not, so no SMTP round trip holds the provider's answer.
 */
export function buyerMails({ db, mailer, seller, receiptUrl, reportError }: BuyerMailOptions) {
  /**
   * The receipt of a paid payment, mailed once: the first notification to find it paid and unmailed claims it
   * (`receipt_sent_at`), so repeats and copies at the same moment mail nothing more. A delivery that fails is
   * reported and the claim given back, so the provider's next notification tries again.
   */
  async function mailReceipt(paymentId: string) {
    const [claimed] = await db
      .update(payments)
      .set({ receiptSentAt: sql`now()` })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.status, 'paid'),
          isNull(payments.receiptSentAt),
          // An account deleted since has no address to mail (decision 046).
          exists(db.select({ id: users.id }).from(users).where(and(eq(users.id, payments.userId), isNull(users.deletedAt)))),
        ),
      )
      .returning({ id: payments.id });
    if (!claimed) return;
    const receipt = await findReceipt(db, { paymentId });
    if (!receipt) return;
    const mail = receiptMail({ to: receipt.email, facts: receipt.facts, seller: seller(), lang: receipt.language, link: receiptUrl(paymentId, receipt.language) });
    mailer.sendNotice(mail).catch(async (error: unknown) => {
      reportError(error);
      // Nobody else claims it meanwhile: the claim is held until this gives it back.
      await db.update(payments).set({ receiptSentAt: null }).where(eq(payments.id, paymentId)).catch(reportError);
    });
  }

  /** The reference to pay with at a kiosk, mailed when the provider issues it (which happens once). */
  async function mailKioskReference(paymentId: string) {
    const [row] = await paymentWithBuyer(db).where(and(eq(payments.id, paymentId), isNull(users.deletedAt)));
    if (!row) return;
    const { payment, courseTitle, buyer } = row;
    const { kioskReference: reference, referenceExpiresAt: expiresAt } = payment;
    if (reference === null || expiresAt === null) return;
    const facts = { courseTitle, amountPiasters: payment.amountPiasters, currency: payment.currency, reference, expiresAt, buyer };
    mailer.sendNotice(kioskReferenceMail({ to: buyer.email, facts, seller: seller(), lang: language(payment.language) })).catch(reportError);
  }

  /**
   * After a recorded notification. The receipt is looked at for every notification that finds the payment paid,
   * not only the one that `settled` it: that is how a receipt whose delivery failed goes with the next one.
   */
  return async (paymentId: string, outcome: Extract<CallbackOutcome, { kind: 'recorded' }>) => {
    try {
      if (outcome.kioskReferenceIssued) await mailKioskReference(paymentId);
      if (outcome.status === 'paid') await mailReceipt(paymentId);
    } catch (error) {
      reportError(error);
    }
  };
}
