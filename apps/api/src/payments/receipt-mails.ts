import type { PageLanguage } from '../http/reader-language';
import { escapeHtml } from '../mail/mail-templates';
import type { NoticeMail } from '../mail/mailer';
import { WORDS, formatAmount, formatCairoTime, receiptLines, sellerLines, type KioskFacts, type ReceiptFacts, type Seller } from './receipt-words';

/*
 * The two mails a payment sends its buyer (docs/product/enrolment-and-payments.md#receipts): the receipt once
 * it is paid, and the reference to pay with at a kiosk. Unlike the account e-mails, each is in one language,
 * the buyer's, right to left in Arabic; the text part says what the HTML part says.
 */

const MUTED = 'font-size:13px;color:#555555';

function page(lang: PageLanguage, body: string) {
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body><div style="font-family:Arial,sans-serif;line-height:1.6;color:#132536">${body}</div></body></html>`;
}

const paragraph = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`;

function table(lines: Array<[string, string]>) {
  const rows = lines.map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;padding:4px 12px 4px 0;${MUTED};font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
  );
  return `<table style="border-collapse:collapse">${rows.join('')}</table>`;
}

/** The receipt; `link` is where its printable copy is downloaded. */
export function receiptMail({ to, facts, seller, lang, link }: { to: string; facts: ReceiptFacts; seller: Seller; lang: PageLanguage; link: string }): NoticeMail {
  const words = WORDS[lang];
  const lines = receiptLines(facts, lang);
  const sellerText = sellerLines(seller, lang);
  const text = [
    words.greeting(facts.buyer.firstName),
    '',
    words.receipt.intro(facts.courseTitle),
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    `${words.receipt.labels.seller}: ${sellerText.join(' · ')}`,
    '',
    `${words.receipt.download} ${link}`,
    '',
    words.support(seller.email),
  ].join('\n');
  const html = page(
    lang,
    [
      `<h1 style="font-size:20px">${escapeHtml(words.receipt.title)}</h1>`,
      paragraph(words.greeting(facts.buyer.firstName)),
      paragraph(words.receipt.intro(facts.courseTitle)),
      table([...lines, [words.receipt.labels.seller, sellerText.join(' · ')]]),
      `<p style="${MUTED}">${escapeHtml(words.receipt.download)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      paragraph(words.support(seller.email), MUTED),
    ].join(''),
  );
  return { kind: 'payment_receipt', to, subject: words.receipt.subject(facts.courseTitle), text: `${text}\n`, html };
}

/** Where and how to pay a kiosk payment in cash, and until when. */
export function kioskReferenceMail({ to, facts, seller, lang }: { to: string; facts: KioskFacts; seller: Seller; lang: PageLanguage }): NoticeMail {
  const words = WORDS[lang];
  const intro = words.kiosk.intro(facts.courseTitle, formatAmount(facts.amountPiasters, facts.currency, lang));
  const expiry = words.kiosk.expiry(formatCairoTime(facts.expiresAt, lang));
  const text = [words.greeting(facts.buyer.firstName), '', intro, '', facts.reference, '', expiry, words.kiosk.next, '', words.support(seller.email)].join('\n');
  const html = page(
    lang,
    [
      paragraph(words.greeting(facts.buyer.firstName)),
      paragraph(intro),
      `<p style="font-size:24px;font-weight:bold;letter-spacing:1px"><span dir="ltr">${escapeHtml(facts.reference)}</span></p>`,
      paragraph(expiry),
      paragraph(words.kiosk.next),
      paragraph(words.support(seller.email), MUTED),
    ].join(''),
  );
  return { kind: 'kiosk_reference', to, subject: words.kiosk.subject(facts.courseTitle), text: `${text}\n`, html };
}
