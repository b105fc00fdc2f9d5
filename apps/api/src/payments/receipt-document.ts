import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageLanguage } from '../http/reader-language';
import { escapeHtml } from '../mail/mail-templates';
import { WORDS, receiptLines, sellerLines, type ReceiptFacts, type Seller } from './receipt-words';

/*
 * The receipt to download and keep (docs/product/enrolment-and-payments.md#receipts, decision 103): one HTML
 * file that needs nothing else, Manara's font inside it, laid out for the screen and for paper. The browser that
 * opens it shapes the Arabic and prints it; the text stays text (searchable, copyable), and no script runs.
 */

const require = createRequire(import.meta.url);

/** Manara's text font, Cairo, as the kit ships it: its `@font-face` rules with each file inlined. */
let fontFaces: Promise<string> | undefined;
const cairoFontFaces = () =>
  (fontFaces ??= (async () => {
    const stylesheet = require.resolve('@fontsource-variable/cairo/index.css');
    const css = await readFile(stylesheet, 'utf8');
    const files = [...new Set([...css.matchAll(/url\(\.\/files\/([\w.-]+\.woff2)\)/g)].map((match) => match[1] ?? ''))];
    const inlined = new Map(
      await Promise.all(files.map(async (file) => [file, (await readFile(path.join(path.dirname(stylesheet), 'files', file))).toString('base64')] as const)),
    );
    return css.replace(/url\(\.\/files\/([\w.-]+\.woff2)\)/g, (_match, file: string) => `url(data:font/woff2;base64,${inlined.get(file) ?? ''})`);
  })());

/** The kit's colours (`packages/ui/src/theme/manara.css.ts`). */
const STYLE = `
body { margin: 0; font-family: 'Cairo Variable', sans-serif; color: #132536; background: #f4f7f9; line-height: 1.6; }
main { max-width: 640px; margin: 32px auto; padding: 32px; background: #ffffff; border: 1px solid #dbe3ea; border-radius: 12px; }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; border-block-end: 2px solid #0b4a6f; padding-block-end: 12px; }
.brand { font-size: 28px; font-weight: 800; color: #0b4a6f; }
h1 { font-size: 20px; margin: 0; }
table { width: 100%; border-collapse: collapse; margin-block: 24px; }
th, td { text-align: start; padding: 8px 0; border-block-end: 1px solid #dbe3ea; vertical-align: top; }
th { color: #4f6072; font-weight: 400; width: 40%; padding-inline-end: 16px; }
td { overflow-wrap: anywhere; }
a { color: #0b4a6f; }
.seller { color: #4f6072; font-size: 14px; }
.seller p { margin: 0; }
@media (max-width: 480px) {
  main { margin: 0; padding: 16px; border: 0; border-radius: 0; }
}
@media print {
  body { background: #ffffff; }
  main { margin: 0; max-width: none; border: 0; padding: 0; }
}
`;

export async function receiptDocument({ facts, seller, lang }: { facts: ReceiptFacts; seller: Seller; lang: PageLanguage }): Promise<string> {
  const words = WORDS[lang];
  const [sellerName, ...contact] = sellerLines(seller, lang);
  const rows = receiptLines(facts, lang)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const [website, email, phone] = contact.map((line) => escapeHtml(line ?? ''));
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${words.receipt.title} · ${words.seller}`)}</title>
<style>${await cairoFontFaces()}${STYLE}</style>
</head>
<body>
<main>
<header><span class="brand">${escapeHtml(words.seller)}</span><h1>${escapeHtml(words.receipt.title)}</h1></header>
<table>
${rows}
</table>
<section class="seller">
<p><strong>${escapeHtml(words.receipt.labels.seller)}: ${escapeHtml(sellerName ?? '')}</strong></p>
<p><a href="${website}">${website}</a></p>
<p><a href="mailto:${email}">${email}</a></p>
<p><a href="tel:${escapeHtml(seller.phone.replace(/[^\d+]/g, ''))}" dir="ltr">${phone}</a></p>
</section>
</main>
</body>
</html>
`;
}
