import { apiPaths } from '@manara/api-client/api-paths';
import type { PageLanguage } from '../../http/reader-language';
import { SANDBOX_CARDS, groupCardNumber, type CardError, type CardField, type CardForm } from './cards';
import { SANDBOX_FONT_FAMILY } from './fonts';

/*
 * The sandbox's card page: plain HTML, no script (the Content-Security-Policy allows none inline),
 * styles in one <style> element (allowed: inline styles cannot run code), text in Manara's font (`fonts.ts`) and
 * colours (the kit's theme). In the reader's language only: the one chosen on the site, else the browser's.
 */

export interface Words {
  en: string;
  ar: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Manara's colours, as the kit's theme (`packages/ui/src/theme/manara.css.ts`) has them. */
export const COLOURS = {
  brand: '#0b4a6f',
  brandHover: '#083852',
  brandSoft: '#e3f1f6',
  text: '#132536',
  textMuted: '#4f6072',
  surfaceSubtle: '#f4f7f9',
  border: '#dbe3ea',
  borderStrong: '#b8c6d3',
  warning: '#8a4b07',
  warningSoft: '#fdf1dc',
  danger: '#b42318',
  dangerSoft: '#fde8e6',
  focusRing: '#0e7490',
};

/** Words every sandbox payment page says, the card page's and the other ways' (`method-pages.ts`). */
export const PAYMENT_PAGE_WORDS = {
  course: { en: 'Course', ar: 'الدورة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  cancel: { en: 'Cancel and go back to the course', ar: 'إلغاء والعودة إلى الدورة' },
  fixErrors: { en: 'Please correct the highlighted fields.', ar: 'يُرجى تصحيح الحقول المحددة.' },
} satisfies Record<string, Words>;

/** What is being paid for: the course and the amount, with `extra` rows after them. */
export function paymentSummary({ courseTitle, amountPiasters, lang }: { courseTitle: string; amountPiasters: number; lang: PageLanguage }, extra = '') {
  const say = (words: Words) => escapeHtml(words[lang]);
  return `<dl>
  <dt>${say(PAYMENT_PAGE_WORDS.course)}</dt><dd><bdi>${escapeHtml(courseTitle)}</bdi></dd>
  <dt>${say(PAYMENT_PAGE_WORDS.amount)}</dt><dd>${escapeHtml(formatAmount(amountPiasters, lang))}</dd>${extra}
</dl>`;
}

const WORDS = {
  ...PAYMENT_PAGE_WORDS,
  title: { en: 'Sandbox checkout', ar: 'دفع تجريبي' },
  notice: {
    en: 'Test mode: no real card is charged. Use one of the test cards below.',
    ar: 'وضع تجريبي: لا تُخصم أي مبالغ من بطاقة حقيقية. استخدم إحدى البطاقات التجريبية أدناه.',
  },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة' },
  expiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  cvc: { en: 'CVC', ar: 'رمز الأمان' },
  cardName: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  pay: { en: 'Pay', ar: 'ادفع' },
  testCards: { en: 'Test cards', ar: 'بطاقات تجريبية' },
  succeeds: { en: 'payment succeeds', ar: 'ينجح الدفع' },
  declined: { en: 'payment is declined', ar: 'يُرفض الدفع' },
  anyDetails: { en: 'Any future expiry date, any 3-digit CVC, any name.', ar: 'أي تاريخ انتهاء مستقبلي، وأي رمز أمان من 3 أرقام، وأي اسم.' },
} satisfies Record<string, Words>;

const ERRORS: Record<CardError, Words> = {
  cardNumber: { en: 'Enter the 16-digit card number.', ar: 'أدخل رقم البطاقة المكوّن من 16 رقمًا.' },
  notATestCard: { en: 'The sandbox accepts only the test cards listed below.', ar: 'لا يقبل الوضع التجريبي إلا البطاقات التجريبية المذكورة أدناه.' },
  expiry: { en: 'Enter the expiry date as MM/YY.', ar: 'أدخل تاريخ الانتهاء بالشكل شهر/سنة.' },
  expired: { en: 'This card has expired.', ar: 'انتهت صلاحية هذه البطاقة.' },
  cvc: { en: 'Enter the 3 or 4 digits on the back of the card.', ar: 'أدخل الأرقام الثلاثة أو الأربعة على ظهر البطاقة.' },
  cardName: { en: 'Enter the name on the card.', ar: 'أدخل الاسم المكتوب على البطاقة.' },
};

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
    font-family: ${SANDBOX_FONT_FAMILY}, sans-serif; color: ${COLOURS.text}; background: ${COLOURS.surfaceSubtle}; line-height: 1.5; }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 28px 24px;
    border-block-start: 4px solid ${COLOURS.brand}; box-shadow: 0 10px 30px rgba(19, 37, 54, 0.12); }
  h1 { margin: 0 0 4px; font-size: 1.35rem; color: ${COLOURS.brand}; }
  .notice { margin: 0 0 20px; padding: 10px 12px; border-radius: 10px; background: ${COLOURS.warningSoft}; color: ${COLOURS.warning}; font-size: 0.9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 20px; padding: 14px 16px;
    border-radius: 12px; background: ${COLOURS.brandSoft}; }
  dt { color: ${COLOURS.textMuted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 600; text-align: end; }
  .field { display: grid; gap: 6px; align-content: start; margin-bottom: 14px; }
  label { font-size: 0.9rem; font-weight: 600; }
  input { width: 100%; min-height: 44px; padding: 10px 12px; border: 1px solid ${COLOURS.borderStrong}; border-radius: 10px; font: inherit; font-size: 1rem; }
  input:focus { outline: 3px solid ${COLOURS.focusRing}; outline-offset: 1px; border-color: ${COLOURS.brand}; }
  input[aria-invalid="true"] { border-color: ${COLOURS.danger}; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .error { margin: 0; color: ${COLOURS.danger}; font-size: 0.85rem; }
  .alert { margin: 0 0 16px; padding: 10px 12px; border-radius: 10px; background: ${COLOURS.dangerSoft}; color: ${COLOURS.danger}; }
  button { width: 100%; min-height: 44px; margin-top: 6px; padding: 12px; border: 0; border-radius: 10px; background: ${COLOURS.brand}; color: #fff;
    font: inherit; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
  button:hover { background: ${COLOURS.brandHover}; }
  button:focus-visible { outline: 3px solid ${COLOURS.focusRing}; outline-offset: 2px; }
  .cancel { display: block; margin-top: 14px; padding: 10px 0; text-align: center; color: ${COLOURS.brand}; }
  section { margin-top: 24px; padding-top: 16px; border-top: 1px solid ${COLOURS.border}; font-size: 0.9rem; }
  h2 { margin: 0 0 8px; font-size: 1rem; }
  ul { margin: 0 0 8px; padding-inline-start: 18px; }
  code { font-family: inherit; font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
`;

/** `fontFaces`: the `@font-face` rules of the text font; `style`: rules of a page's own, after the shared ones. */
export function layout({ title, body, fontFaces, lang, style = '' }: { title: string; body: string; fontFaces: string; lang: PageLanguage; style?: string }) {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${fontFaces}${STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutPage {
  paymentId: string;
  courseTitle: string;
  amountPiasters: number;
  /** Where Cancel leads: the course's page on the site. */
  cancelUrl: string;
  /** What the learner typed, kept after a refused attempt (never the CVC). */
  values?: Partial<CardForm>;
  errors?: Partial<Record<CardField, CardError>>;
  /** The `@font-face` rules of the text font. */
  fontFaces: string;
  /** The reader's language (`readerLanguage`). */
  lang: PageLanguage;
}

/** `EGP 1,200.00`, or its Arabic form. */
export function formatAmount(piasters: number, lang: PageLanguage): string {
  const options = { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 } as const;
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', options).format(piasters / 100);
}

/** A labelled input, with its error under it and tied to it for screen readers. */
export function field({
  name,
  label,
  value,
  error,
  attributes,
  lang,
}: {
  name: string;
  label: Words;
  value: string;
  error: Words | undefined;
  attributes: string;
  lang: PageLanguage;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return `<div class="field">
  <label for="${id}">${escapeHtml(label[lang])}</label>
  <input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes} required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
  ${error ? `<p class="error" id="${errorId}">${escapeHtml(error[lang])}</p>` : ''}
</div>`;
}

const cardError = (error: CardError | undefined) => (error ? ERRORS[error] : undefined);

export function renderCheckoutPage({ paymentId, courseTitle, amountPiasters, cancelUrl, values = {}, errors = {}, fontFaces, lang }: CheckoutPage): string {
  const say = (words: Words) => escapeHtml(words[lang]);
  const amount = escapeHtml(formatAmount(amountPiasters, lang));
  const hasErrors = Object.keys(errors).length > 0;
  const body = `<h1>${say(WORDS.title)}</h1>
<p class="notice">${say(WORDS.notice)}</p>
${paymentSummary({ courseTitle, amountPiasters, lang })}
${hasErrors ? `<p class="alert" role="alert">${say(WORDS.fixErrors)}</p>` : ''}
<form method="post" action="${apiPaths.sandboxCheckout(paymentId)}" novalidate>
${field({ name: 'cardNumber', label: WORDS.cardNumber, value: values.cardNumber ?? '', error: cardError(errors.cardNumber), lang, attributes: 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" dir="ltr"' })}
<div class="row">
${field({ name: 'expiry', label: WORDS.expiry, value: values.expiry ?? '', error: cardError(errors.expiry), lang, attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" maxlength="7" dir="ltr"' })}
${field({ name: 'cvc', label: WORDS.cvc, value: '', error: cardError(errors.cvc), lang, attributes: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" dir="ltr"' })}
</div>
${field({ name: 'cardName', label: WORDS.cardName, value: values.cardName ?? '', error: cardError(errors.cardName), lang, attributes: 'autocomplete="cc-name" maxlength="100"' })}
<button type="submit">${say(WORDS.pay)} ${amount}</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl)}">${say(WORDS.cancel)}</a>
<section aria-labelledby="test-cards">
  <h2 id="test-cards">${say(WORDS.testCards)}</h2>
  <ul>
    <li><code dir="ltr">${groupCardNumber(SANDBOX_CARDS.succeeds)}</code>: ${say(WORDS.succeeds)}</li>
    <li><code dir="ltr">${groupCardNumber(SANDBOX_CARDS.declined)}</code>: ${say(WORDS.declined)}</li>
  </ul>
  <p>${say(WORDS.anyDetails)}</p>
</section>`;
  return layout({ title: `${WORDS.title[lang]} · ${courseTitle}`, body, fontFaces, lang });
}

const NOTICES = {
  notFound: {
    title: { en: 'Payment not found', ar: 'عملية الدفع غير موجودة' },
    text: { en: 'This checkout link does not lead to a payment.', ar: 'رابط الدفع هذا لا يؤدي إلى عملية دفع.' },
  },
  blocked: {
    title: { en: 'Account blocked', ar: 'الحساب محظور' },
    text: {
      en: 'Your account has been blocked. Please contact support for assistance. Nothing was charged.',
      ar: 'تم حظر حسابك. يُرجى التواصل مع الدعم للمساعدة. لم يُخصم أي مبلغ.',
    },
  },
  notRecorded: {
    title: { en: 'The payment could not be recorded', ar: 'تعذّر تسجيل عملية الدفع' },
    text: { en: 'Nothing was charged. Please go back to the course and try again.', ar: 'لم يُخصم أي مبلغ. يُرجى العودة إلى الدورة والمحاولة مرة أخرى.' },
  },
} satisfies Record<string, { title: Words; text: Words }>;

/** A page with one message, for a link that leads nowhere or a payment that could not be recorded. */
export function renderNotice(kind: keyof typeof NOTICES, fontFaces: string, lang: PageLanguage): string {
  const { title, text } = NOTICES[kind];
  return layout({ title: title[lang], body: `<h1>${escapeHtml(title[lang])}</h1>\n<p>${escapeHtml(text[lang])}</p>`, fontFaces, lang });
}
