import { apiPaths } from '@manara/api-client/api-paths';
import type { PageLanguage } from '../../http/reader-language';
import { COLOURS, PAYMENT_PAGE_WORDS, escapeHtml, field, formatAmount, layout, paymentSummary, type Words } from './checkout-page';
import { SANDBOX_KIOSK_PATH, SANDBOX_WALLETS, SANDBOX_WALLET_CODE, type WalletError } from './wallets-and-kiosks';

/*
 * The sandbox's pages for the other ways to pay (docs/product/enrolment-and-payments.md#ways-to-pay): a mobile
 * wallet's number and one-time code, a kiosk payment's reference, and the kiosk's counter where a reference is paid.
 * Plain HTML like the card page (`checkout-page.ts`), in the reader's language.
 */

const WORDS = {
  ...PAYMENT_PAGE_WORDS,
  walletTitle: { en: 'Sandbox wallet payment', ar: 'دفع تجريبي بالمحفظة' },
  walletNotice: {
    en: 'Test mode: no real wallet is charged. Use one of the test wallets below.',
    ar: 'وضع تجريبي: لا تُخصم أي مبالغ من محفظة حقيقية. استخدم إحدى المحافظ التجريبية أدناه.',
  },
  walletNumber: { en: 'Wallet number', ar: 'رقم المحفظة' },
  next: { en: 'Send the code', ar: 'أرسل الرمز' },
  codeSent: { en: 'A one-time code was sent to {number}.', ar: 'أُرسل رمز لمرة واحدة إلى {number}.' },
  code: { en: 'One-time code', ar: 'الرمز لمرة واحدة' },
  approve: { en: 'Approve the payment', ar: 'وافق على الدفع' },
  testWallets: { en: 'Test wallets', ar: 'محافظ تجريبية' },
  approves: { en: 'the payment is approved', ar: 'تتم الموافقة على الدفع' },
  declines: { en: 'the payment is declined', ar: 'يُرفض الدفع' },
  theCode: { en: 'The one-time code is {code} for both.', ar: 'الرمز لمرة واحدة هو {code} لكليهما.' },
  kioskTitle: { en: 'Pay cash at a kiosk', ar: 'ادفع نقدًا في أحد المنافذ' },
  kioskNotice: {
    en: 'Test mode: no real kiosk takes this reference. Pay it on the sandbox kiosk page.',
    ar: 'وضع تجريبي: لا يقبل أي منفذ حقيقي هذا الرقم. ادفعه في صفحة المنفذ التجريبية.',
  },
  kioskSteps: {
    en: 'Give this reference at any Fawry or Aman kiosk and pay the amount in cash before it expires.',
    ar: 'قدّم هذا الرقم المرجعي في أي منفذ فوري أو أمان وادفع المبلغ نقدًا قبل انتهاء صلاحيته.',
  },
  reference: { en: 'Payment reference', ar: 'الرقم المرجعي' },
  expires: { en: 'Pay before', ar: 'ادفع قبل' },
  seePayment: { en: 'See my payment', ar: 'عرض عملية الدفع' },
  openKiosk: { en: 'Open the sandbox kiosk', ar: 'افتح المنفذ التجريبي' },
  expiredTitle: { en: 'This reference has expired', ar: 'انتهت صلاحية هذا الرقم المرجعي' },
  expiredText: {
    en: 'Nothing was paid. Go back to the course and press Enroll Now for a new reference.',
    ar: 'لم يُدفع أي مبلغ. عد إلى الدورة واضغط «اشترك الآن» للحصول على رقم مرجعي جديد.',
  },
  backToCourse: { en: 'Back to the course', ar: 'العودة إلى الدورة' },
  counterTitle: { en: 'Sandbox kiosk', ar: 'منفذ تجريبي' },
  counterNotice: {
    en: 'Test mode: this page stands in for a Fawry or Aman kiosk. No money is taken.',
    ar: 'وضع تجريبي: هذه الصفحة بديلة عن منفذ فوري أو أمان. لا يُؤخذ أي مال.',
  },
  pay: { en: 'Pay in cash', ar: 'ادفع نقدًا' },
  paidTitle: { en: 'Paid', ar: 'تم الدفع' },
  paidText: { en: 'The kiosk took {amount} for reference {reference}.', ar: 'استلم المنفذ {amount} للرقم المرجعي {reference}.' },
  payAnother: { en: 'Pay another reference', ar: 'ادفع رقمًا مرجعيًا آخر' },
} satisfies Record<string, Words>;

export const WALLET_ERRORS: Record<WalletError, Words> = {
  walletNumber: { en: 'Enter the 11-digit wallet number, starting with 01.', ar: 'أدخل رقم المحفظة المكوّن من 11 رقمًا ويبدأ بـ 01.' },
  notATestWallet: { en: 'The sandbox accepts only the test wallets listed below.', ar: 'لا يقبل الوضع التجريبي إلا المحافظ التجريبية المذكورة أدناه.' },
  code: { en: 'Enter the 6-digit code.', ar: 'أدخل الرمز المكوّن من 6 أرقام.' },
  wrongCode: { en: 'This code is not right.', ar: 'هذا الرمز غير صحيح.' },
};

export type CounterError = 'reference' | 'unknown' | 'expired' | 'paid';
export const COUNTER_ERRORS: Record<CounterError, Words> = {
  reference: { en: 'Enter the reference, digits only.', ar: 'أدخل الرقم المرجعي، أرقامًا فقط.' },
  unknown: { en: 'No payment has this reference.', ar: 'لا توجد عملية دفع بهذا الرقم المرجعي.' },
  expired: { en: 'This reference has expired. The kiosk cannot take it.', ar: 'انتهت صلاحية هذا الرقم المرجعي. لا يمكن للمنفذ قبوله.' },
  paid: { en: 'This reference is already paid.', ar: 'تم دفع هذا الرقم المرجعي بالفعل.' },
};

const STYLE = `
  .reference { margin: 0 0 8px; font-size: 2rem; font-weight: 700; letter-spacing: 0.08em; text-align: center; font-variant-numeric: tabular-nums;
    color: ${COLOURS.brand}; overflow-wrap: anywhere; }
  .action { display: flex; align-items: center; justify-content: center; min-height: 44px; margin-top: 12px; padding: 10px 12px; border-radius: 10px;
    background: ${COLOURS.brand}; color: #fff; font-weight: 700; text-decoration: none; }
  .action:hover { background: ${COLOURS.brandHover}; }
  .action:focus-visible, .cancel:focus-visible { outline: 3px solid ${COLOURS.focusRing}; outline-offset: 2px; }
`;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** `Saturday, 28 November 2026 at 10:00`, Cairo time, or its Arabic form. */
function formatExpiry(date: Date, lang: PageLanguage): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  }).format(date);
}

interface PaymentPage {
  paymentId: string;
  courseTitle: string;
  amountPiasters: number;
  /** Where Cancel leads: the course's page on the site. */
  cancelUrl: string;
  fontFaces: string;
  lang: PageLanguage;
}

export interface WalletPage extends PaymentPage {
  /** `number` asks for the wallet; `code` for the one-time code sent to `walletNumber`. */
  step: 'number' | 'code';
  walletNumber?: string;
  error?: WalletError;
}

/** The wallet page: the wallet's number, then the one-time code the wallet "sends". */
export function renderWalletPage(page: WalletPage): string {
  const { paymentId, cancelUrl, step, walletNumber = '', error, fontFaces, lang } = page;
  const say = (words: Words) => escapeHtml(words[lang]);
  const action = apiPaths.sandboxCheckout(paymentId);
  const number = `<bdi dir="ltr">${escapeHtml(walletNumber)}</bdi>`;
  const form =
    step === 'number'
      ? `<form method="post" action="${action}" novalidate>
${field({ name: 'walletNumber', label: WORDS.walletNumber, value: walletNumber, error: error && WALLET_ERRORS[error], lang, attributes: 'type="tel" inputmode="numeric" autocomplete="tel-national" placeholder="01010101010" maxlength="15" dir="ltr"' })}
<button type="submit">${say(WORDS.next)}</button>
</form>`
      : `<p>${fill(say(WORDS.codeSent), { number })}</p>
<form method="post" action="${action}" novalidate>
<input type="hidden" name="walletNumber" value="${escapeHtml(walletNumber)}">
${field({ name: 'code', label: WORDS.code, value: '', error: error && WALLET_ERRORS[error], lang, attributes: 'inputmode="numeric" autocomplete="one-time-code" placeholder="123456" maxlength="6" dir="ltr"' })}
<button type="submit">${say(WORDS.approve)} ${escapeHtml(formatAmount(page.amountPiasters, lang))}</button>
</form>`;
  const body = `<h1>${say(WORDS.walletTitle)}</h1>
<p class="notice">${say(WORDS.walletNotice)}</p>
${paymentSummary(page)}
${error ? `<p class="alert" role="alert">${say(WORDS.fixErrors)}</p>` : ''}
${form}
<a class="cancel" href="${escapeHtml(cancelUrl)}">${say(WORDS.cancel)}</a>
<section aria-labelledby="test-wallets">
  <h2 id="test-wallets">${say(WORDS.testWallets)}</h2>
  <ul>
    <li><code dir="ltr">${SANDBOX_WALLETS.approves}</code>: ${say(WORDS.approves)}</li>
    <li><code dir="ltr">${SANDBOX_WALLETS.declines}</code>: ${say(WORDS.declines)}</li>
  </ul>
  <p>${fill(say(WORDS.theCode), { code: `<code dir="ltr">${SANDBOX_WALLET_CODE}</code>` })}</p>
</section>`;
  return layout({ title: `${WORDS.walletTitle[lang]} · ${page.courseTitle}`, body, fontFaces, lang, style: STYLE });
}

export interface KioskReferencePage extends PaymentPage {
  reference: string;
  expiresAt: Date;
  /** The site's result page for the payment. */
  resultUrl: string;
}

/** A kiosk payment's reference, with what to pay and by when; no form: the money is paid at the kiosk. */
export function renderKioskReferencePage(page: KioskReferencePage): string {
  const { reference, expiresAt, resultUrl, cancelUrl, fontFaces, lang } = page;
  const say = (words: Words) => escapeHtml(words[lang]);
  const expiry = `\n  <dt>${say(WORDS.expires)}</dt><dd>${escapeHtml(formatExpiry(expiresAt, lang))}</dd>`;
  const body = `<h1>${say(WORDS.kioskTitle)}</h1>
<p class="notice">${say(WORDS.kioskNotice)}</p>
<h2>${say(WORDS.reference)}</h2>
<p class="reference" dir="ltr">${escapeHtml(reference)}</p>
<p>${say(WORDS.kioskSteps)}</p>
${paymentSummary(page, expiry)}
<a class="action" href="${escapeHtml(resultUrl)}">${say(WORDS.seePayment)}</a>
<a class="cancel" href="${SANDBOX_KIOSK_PATH}">${say(WORDS.openKiosk)}</a>
<a class="cancel" href="${escapeHtml(cancelUrl)}">${say(WORDS.backToCourse)}</a>`;
  return layout({ title: `${WORDS.kioskTitle[lang]} · ${page.courseTitle}`, body, fontFaces, lang, style: STYLE });
}

/** An expired reference's page: nothing to pay, a new Enroll Now gives a new reference. */
export function renderKioskExpiredPage({ courseUrl, fontFaces, lang }: { courseUrl: string; fontFaces: string; lang: PageLanguage }): string {
  const say = (words: Words) => escapeHtml(words[lang]);
  const body = `<h1>${say(WORDS.expiredTitle)}</h1>
<p>${say(WORDS.expiredText)}</p>
<a class="action" href="${escapeHtml(courseUrl)}">${say(WORDS.backToCourse)}</a>`;
  return layout({ title: WORDS.expiredTitle[lang], body, fontFaces, lang, style: STYLE });
}

export interface KioskCounterPage {
  /** What was typed, kept after a refusal. */
  reference?: string;
  error?: CounterError;
  /** The payment just paid here. */
  paid?: { reference: string; amountPiasters: number };
  fontFaces: string;
  lang: PageLanguage;
}

/** The sandbox's kiosk: a reference in, the cash "paid", the provider's notification sent. */
export function renderKioskCounterPage({ reference = '', error, paid, fontFaces, lang }: KioskCounterPage): string {
  const say = (words: Words) => escapeHtml(words[lang]);
  const done = paid
    ? `<p class="alert-success" role="status"><strong>${say(WORDS.paidTitle)}</strong>: ${fill(say(WORDS.paidText), {
        amount: escapeHtml(formatAmount(paid.amountPiasters, lang)),
        reference: `<bdi dir="ltr">${escapeHtml(paid.reference)}</bdi>`,
      })}</p>`
    : '';
  const body = `<h1>${say(WORDS.counterTitle)}</h1>
<p class="notice">${say(WORDS.counterNotice)}</p>
${done}
${error ? `<p class="alert" role="alert">${say(COUNTER_ERRORS[error])}</p>` : ''}
<form method="post" action="${SANDBOX_KIOSK_PATH}" novalidate>
${field({ name: 'reference', label: WORDS.reference, value: paid ? '' : reference, error: undefined, lang, attributes: 'inputmode="numeric" autocomplete="off" maxlength="24" dir="ltr"' })}
<button type="submit">${say(paid ? WORDS.payAnother : WORDS.pay)}</button>
</form>`;
  return layout({
    title: WORDS.counterTitle[lang],
    body,
    fontFaces,
    lang,
    style: `${STYLE}  .alert-success { margin: 0 0 16px; padding: 10px 12px; border-radius: 10px; background: ${COLOURS.brandSoft}; color: ${COLOURS.text}; }\n`,
  });
}
