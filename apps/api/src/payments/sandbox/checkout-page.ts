import { apiPaths } from '@manara/api-client/paths';
import { SANDBOX_CARDS, groupCardNumber, type CardError, type CardField, type CardForm } from './cards';
import { SANDBOX_FONT_FAMILY } from './fonts';

/*
 * The sandbox's card page: plain HTML, no script (the Content-Security-Policy allows none inline),
 * styles in one <style> element (allowed: inline styles cannot run code), text in Manara's font (`fonts.ts`).
 * English with Arabic beside it.
 */

interface Words {
  en: string;
  ar: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Both languages, the Arabic marked so screen readers and the browser shape it right to left. */
const both = ({ en, ar }: Words) => `${escapeHtml(en)} <span lang="ar" dir="rtl">${escapeHtml(ar)}</span>`;

const WORDS = {
  title: { en: 'Sandbox checkout', ar: 'دفع تجريبي' },
  notice: {
    en: 'Test mode: no real card is charged. Use one of the test cards below.',
    ar: 'وضع تجريبي: لا تُخصم أي مبالغ من بطاقة حقيقية. استخدم إحدى البطاقات التجريبية أدناه.',
  },
  course: { en: 'Course', ar: 'الدورة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة' },
  expiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  cvc: { en: 'CVC', ar: 'رمز الأمان' },
  cardName: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  pay: { en: 'Pay', ar: 'ادفع' },
  cancel: { en: 'Cancel and go back to the course', ar: 'إلغاء والعودة إلى الدورة' },
  testCards: { en: 'Test cards', ar: 'بطاقات تجريبية' },
  succeeds: { en: 'payment succeeds', ar: 'ينجح الدفع' },
  declined: { en: 'payment is declined', ar: 'يُرفض الدفع' },
  anyDetails: { en: 'Any future expiry date, any 3-digit CVC, any name.', ar: 'أي تاريخ انتهاء مستقبلي، وأي رمز أمان من 3 أرقام، وأي اسم.' },
  fixErrors: { en: 'Please correct the highlighted fields.', ar: 'يُرجى تصحيح الحقول المحددة.' },
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
    font-family: ${SANDBOX_FONT_FAMILY}, "Segoe UI", Tahoma, Arial, sans-serif; color: #1f2937; background: #eef2f7; line-height: 1.5; }
  main { width: 100%; max-width: 440px; background: #fff; border-radius: 16px; padding: 28px 24px;
    box-shadow: 0 10px 30px rgba(15, 23, 42, 0.12); }
  h1 { margin: 0 0 4px; font-size: 1.35rem; }
  [lang="ar"] { display: inline-block; }
  .notice { margin: 0 0 20px; padding: 10px 12px; border-radius: 10px; background: #fff7e6; color: #7a4b00; font-size: 0.9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 20px; padding: 14px 16px;
    border-radius: 12px; background: #f5f7fb; }
  dt { color: #4b5563; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 600; text-align: end; }
  .field { display: grid; gap: 6px; align-content: start; margin-bottom: 14px; }
  label { font-size: 0.9rem; font-weight: 600; }
  /* Each label on two lines, so side-by-side fields keep their inputs level. */
  label [lang="ar"] { display: block; }
  input { width: 100%; padding: 10px 12px; border: 1px solid #c3cad5; border-radius: 10px; font: inherit; font-size: 1rem; }
  input:focus { outline: 3px solid #9cc3ff; outline-offset: 1px; border-color: #1d5fd1; }
  input[aria-invalid="true"] { border-color: #b42318; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .error { margin: 0; color: #b42318; font-size: 0.85rem; }
  .alert { margin: 0 0 16px; padding: 10px 12px; border-radius: 10px; background: #fdecea; color: #8a1c12; }
  button { width: 100%; margin-top: 6px; padding: 12px; border: 0; border-radius: 10px; background: #1d5fd1; color: #fff;
    font: inherit; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
  button:hover { background: #174ea9; }
  button:focus-visible { outline: 3px solid #9cc3ff; outline-offset: 2px; }
  .cancel { display: block; margin-top: 14px; text-align: center; color: #1d5fd1; }
  section { margin-top: 24px; padding-top: 16px; border-top: 1px solid #e3e7ee; font-size: 0.9rem; }
  h2 { margin: 0 0 8px; font-size: 1rem; }
  ul { margin: 0 0 8px; padding-inline-start: 18px; }
  code { font-family: inherit; font-variant-numeric: tabular-nums; font-weight: 600; white-space: nowrap; }
`;

/** `fontFaces`: the `@font-face` rules of the text font. */
function layout({ title, body, fontFaces }: { title: string; body: string; fontFaces: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${fontFaces}${STYLE}</style>
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
}

/** `1200.00 EGP` and its Arabic form. */
function formatAmount(piasters: number): Words {
  const pounds = piasters / 100;
  const options = { style: 'currency', currency: 'EGP', minimumFractionDigits: 2 } as const;
  return { en: new Intl.NumberFormat('en-EG', options).format(pounds), ar: new Intl.NumberFormat('ar-EG', options).format(pounds) };
}

function field({
  name,
  label,
  value,
  error,
  attributes,
}: {
  name: CardField;
  label: Words;
  value: string;
  error: CardError | undefined;
  attributes: string;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return `<div class="field">
  <label for="${id}">${both(label)}</label>
  <input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes} required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
  ${error ? `<p class="error" id="${errorId}">${both(ERRORS[error])}</p>` : ''}
</div>`;
}

export function renderCheckoutPage({ paymentId, courseTitle, amountPiasters, cancelUrl, values = {}, errors = {}, fontFaces }: CheckoutPage): string {
  const amount = formatAmount(amountPiasters);
  const hasErrors = Object.keys(errors).length > 0;
  const body = `<h1>${both(WORDS.title)}</h1>
<p class="notice">${both(WORDS.notice)}</p>
<dl>
  <dt>${both(WORDS.course)}</dt><dd>${escapeHtml(courseTitle)}</dd>
  <dt>${both(WORDS.amount)}</dt><dd>${escapeHtml(amount.en)} <span lang="ar" dir="rtl">${escapeHtml(amount.ar)}</span></dd>
</dl>
${hasErrors ? `<p class="alert" role="alert">${both(WORDS.fixErrors)}</p>` : ''}
<form method="post" action="${apiPaths.sandboxCheckout(paymentId)}" novalidate>
${field({ name: 'cardNumber', label: WORDS.cardNumber, value: values.cardNumber ?? '', error: errors.cardNumber, attributes: 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" dir="ltr"' })}
<div class="row">
${field({ name: 'expiry', label: WORDS.expiry, value: values.expiry ?? '', error: errors.expiry, attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" maxlength="7" dir="ltr"' })}
${field({ name: 'cvc', label: WORDS.cvc, value: '', error: errors.cvc, attributes: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" dir="ltr"' })}
</div>
${field({ name: 'cardName', label: WORDS.cardName, value: values.cardName ?? '', error: errors.cardName, attributes: 'autocomplete="cc-name" maxlength="100"' })}
<button type="submit">${escapeHtml(WORDS.pay.en)} ${escapeHtml(amount.en)} · <span lang="ar" dir="rtl">${escapeHtml(WORDS.pay.ar)} ${escapeHtml(amount.ar)}</span></button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl)}">${both(WORDS.cancel)}</a>
<section aria-labelledby="test-cards">
  <h2 id="test-cards">${both(WORDS.testCards)}</h2>
  <ul>
    <li><code>${groupCardNumber(SANDBOX_CARDS.succeeds)}</code>: ${both(WORDS.succeeds)}</li>
    <li><code>${groupCardNumber(SANDBOX_CARDS.declined)}</code>: ${both(WORDS.declined)}</li>
  </ul>
  <p>${both(WORDS.anyDetails)}</p>
</section>`;
  return layout({ title: `${WORDS.title.en} · ${courseTitle}`, body, fontFaces });
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
export function renderNotice(kind: keyof typeof NOTICES, fontFaces: string): string {
  const { title, text } = NOTICES[kind];
  return layout({ title: title.en, body: `<h1>${both(title)}</h1>\n<p>${both(text)}</p>`, fontFaces });
}
