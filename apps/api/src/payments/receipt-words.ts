import type { PageLanguage } from '../http/reader-language';
import { PAYMENT_METHOD_NAMES } from './method-names';
import type { PaymentMethod } from './provider';

/*
 * What a receipt and a kiosk reference say (docs/product/enrolment-and-payments.md#receipts), in the one
 * language the buyer was paying in: the mails and the receipt to download are built from these words.
 */

/** A paid payment, as its receipt states it. */
export interface ReceiptFacts {
  paymentId: string;
  courseTitle: string;
  amountPiasters: number;
  currency: string;
  method: PaymentMethod;
  /** The provider's transaction id: what its support and the buyer's bank statement know it by. */
  providerReference: string;
  paidAt: Date;
  buyer: { firstName: string; lastName: string };
}

/** Manara as the seller, with the contact details the server has (`GET /api/contact-details`). */
export interface Seller {
  email: string;
  phone: string;
  /** The site's address. */
  website: string;
}

/** A kiosk payment waiting for cash, as its mail states it. */
export interface KioskFacts {
  courseTitle: string;
  amountPiasters: number;
  currency: string;
  reference: string;
  expiresAt: Date;
  buyer: { firstName: string };
}

/** The first eight characters of the payment id: the receipt's number and its file's name. */
export const receiptNumber = (paymentId: string) => paymentId.slice(0, 8);

/** Prices and dates are written for Egypt in either language, as the site writes them. */
const intlLocale = (lang: PageLanguage) => (lang === 'ar' ? 'ar-EG' : 'en-EG');

export const formatAmount = (piasters: number, currency: string, lang: PageLanguage) =>
  new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency, minimumFractionDigits: 2 }).format(piasters / 100);

/** Date and time in Cairo, where the payment is made and the kiosk's reference runs out. */
export const formatCairoTime = (date: Date, lang: PageLanguage) =>
  `${new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date)} (${WORDS[lang].cairoTime})`;

export const WORDS = {
  en: {
    seller: 'Manara',
    cairoTime: 'Cairo time',
    greeting: (name: string) => `Hello ${name},`,
    support: (email: string) => `Questions? Write to us at ${email}.`,
    receipt: {
      title: 'Payment receipt',
      subject: (course: string) => `Your Manara receipt: ${course}`,
      intro: (course: string) => `Thank you for your payment for ${course}. This is your receipt.`,
      download: 'A printable copy to keep (sign in to open it):',
      labels: {
        number: 'Receipt number',
        paidAt: 'Date paid',
        buyer: 'Paid by',
        course: 'Course',
        amount: 'Amount',
        method: 'Payment method',
        providerReference: 'Provider reference',
        paymentId: 'Payment ID',
        seller: 'Seller',
      },
    },
    kiosk: {
      subject: (course: string) => `Your reference to pay at Fawry or Aman: ${course}`,
      intro: (course: string, amount: string) => `To finish paying for ${course}, pay ${amount} in cash at any Fawry or Aman outlet with this reference:`,
      expiry: (time: string) => `Pay before ${time}. After that the reference no longer works, and you can start again from the course page.`,
      next: 'The course opens as soon as your payment reaches us, and we e-mail you the receipt.',
    },
  },
  ar: {
    seller: 'منارة',
    cairoTime: 'بتوقيت القاهرة',
    greeting: (name: string) => `مرحبًا ${name}،`,
    support: (email: string) => `لديك سؤال؟ راسلنا على ${email}.`,
    receipt: {
      title: 'إيصال دفع',
      subject: (course: string) => `إيصال الدفع من منارة: ${course}`,
      intro: (course: string) => `شكرًا لك على دفع رسوم ${course}. هذا إيصالك.`,
      download: 'نسخة قابلة للطباعة تحتفظ بها (سجّل الدخول لفتحها):',
      labels: {
        number: 'رقم الإيصال',
        paidAt: 'تاريخ الدفع',
        buyer: 'الدافع',
        course: 'الدورة',
        amount: 'المبلغ',
        method: 'طريقة الدفع',
        providerReference: 'المرجع لدى مزوّد الدفع',
        paymentId: 'رقم عملية الدفع',
        seller: 'البائع',
      },
    },
    kiosk: {
      subject: (course: string) => `رقمك المرجعي للدفع في فوري أو أمان: ${course}`,
      intro: (course: string, amount: string) => `لإتمام الدفع لدورة ${course}، ادفع ${amount} نقدًا في أي منفذ فوري أو أمان باستخدام هذا الرقم المرجعي:`,
      expiry: (time: string) => `ادفع قبل ${time}. بعد ذلك لا يعمل الرقم المرجعي، ويمكنك البدء من جديد من صفحة الدورة.`,
      next: 'تُفتح الدورة فور وصول دفعتك إلينا، ونرسل إليك الإيصال بالبريد الإلكتروني.',
    },
  },
} satisfies Record<PageLanguage, unknown>;

/** The receipt's lines, label and value, in the order every copy shows them. */
export function receiptLines(facts: ReceiptFacts, lang: PageLanguage): Array<[label: string, value: string]> {
  const { labels } = WORDS[lang].receipt;
  return [
    [labels.number, receiptNumber(facts.paymentId).toUpperCase()],
    [labels.paidAt, formatCairoTime(facts.paidAt, lang)],
    [labels.buyer, `${facts.buyer.firstName} ${facts.buyer.lastName}`],
    [labels.course, facts.courseTitle],
    [labels.amount, formatAmount(facts.amountPiasters, facts.currency, lang)],
    [labels.method, PAYMENT_METHOD_NAMES[facts.method][lang]],
    [labels.providerReference, facts.providerReference],
    [labels.paymentId, facts.paymentId],
  ];
}

/** The seller's lines: Manara, the site, the address and the phone. */
export const sellerLines = (seller: Seller, lang: PageLanguage) => [WORDS[lang].seller, seller.website, seller.email, seller.phone];
