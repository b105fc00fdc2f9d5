import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { PageLanguage } from '../http/reader-language';
import { escapeHtml } from '../mail/mail-templates';

/*
 * A certificate as a link preview shows it (docs/product/learning.md#the-public-certificate-page): a 1200 × 630
 * card with the learner's name, the course, the date and Manara as its issuer, drawn by the server in Manara's
 * font (Cairo), right to left where the text is Arabic. Not the certificate itself (a preview's shape is wide, a
 * certificate's is a page), but what it certifies, readable at a thumbnail's size.
 */

const require = createRequire(import.meta.url);

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const NAVY = '#0f2747';
const ACCENT = '#c8372d';
const INK = '#1d2433';
const MUTED = '#5b6475';

/** Cairo's Latin and Arabic files, as TrueType: the text renderer reads no WOFF2. Made once, on first use. */
let fonts: Promise<{ latin: string; arabic: string }> | undefined;
function cairoFonts() {
  fonts ??= (async () => {
    const { decompress } = await import('wawoff2');
    const folder = path.join(tmpdir(), `manara-fonts-${process.pid}`);
    await mkdir(folder, { recursive: true });
    const truetype = async (subset: 'latin' | 'arabic') => {
      const file = path.join(folder, `cairo-${subset}.ttf`);
      const woff2 = await readFile(require.resolve(`@fontsource-variable/cairo/files/cairo-${subset}-wght-normal.woff2`));
      await writeFile(file, await decompress(woff2));
      return file;
    };
    // One after the other: the decoder is one WebAssembly instance, and two at once garble each other's output.
    const latin = await truetype('latin');
    const arabic = await truetype('arabic');
    // The renderer keeps every font file it is given: once both are in, text of either script finds its glyphs.
    for (const fontfile of [latin, arabic]) await sharp({ text: { text: 'منارة Manara', font: 'Cairo', fontfile } }).png().toBuffer();
    return { latin, arabic };
  })();
  return fonts;
}

/**
 * `text` set in Cairo at `size` within `width`, wrapped at words and centred, in `colour`; a text taller than
 * `maxHeight` (a long name or title) is set again, smaller, to fit it.
 */
async function line(text: string, { size, width, maxHeight, colour, bold = false }: { size: number; width: number; maxHeight?: number; colour: string; bold?: boolean }) {
  const { latin, arabic } = await cairoFonts();
  // Each call names one file; the other, given before, is still there for the other script's letters.
  const fontfile = /\p{Script=Arabic}/u.test(text) ? arabic : latin;
  const markup = `<span foreground="${colour}"${bold ? ' font_weight="bold"' : ''}>${escapeHtml(text)}</span>`;
  const draw = (fit: { dpi: number } | { height: number }) =>
    sharp({ text: { text: markup, font: `Cairo ${size}`, fontfile, width, align: 'centre', rgba: true, wrap: 'word', spacing: -16, ...fit } })
      .png()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await draw({ dpi: 72 });
  if (maxHeight !== undefined && info.height > maxHeight) ({ data, info } = await draw({ height: maxHeight }));
  return { input: data, width: info.width, height: info.height };
}

const WORDS: Record<PageLanguage, { heading: string; completed: string; issued: (date: string) => string }> = {
  en: { heading: 'Certificate of Completion', completed: 'has completed the course', issued: (date) => `${date} · Issued by Manara` },
  ar: { heading: 'شهادة إتمام', completed: 'أتمّ دورة', issued: (date) => `${date} · صادرة عن منارة` },
};

/** The frame: Manara's navy around a white card, a red rule under the heading. */
const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <rect width="100%" height="100%" fill="${NAVY}"/>
  <rect x="36" y="36" width="${CARD_WIDTH - 72}" height="${CARD_HEIGHT - 72}" rx="20" fill="#ffffff"/>
  <rect x="${CARD_WIDTH / 2 - 60}" y="150" width="120" height="6" rx="3" fill="${ACCENT}"/>
</svg>`;

/** The card for a standing certificate, as PNG. */
export async function certificateCard({ learner, course, date, lang }: { learner: string; course: string; date: string; lang: PageLanguage }): Promise<Buffer> {
  const words = WORDS[lang];
  const inner = CARD_WIDTH - 200;
  const parts = [
    { ...(await line(words.heading, { size: 40, width: inner, colour: NAVY, bold: true })), top: 80 },
    { ...(await line(learner, { size: 72, width: inner, maxHeight: 110, colour: INK, bold: true })), top: 190 },
    { ...(await line(words.completed, { size: 32, width: inner, colour: MUTED })), top: 315 },
    { ...(await line(course, { size: 48, width: inner, maxHeight: 130, colour: NAVY, bold: true })), top: 370 },
    { ...(await line(words.issued(date), { size: 28, width: inner, colour: MUTED })), top: 520 },
  ];
  return sharp(Buffer.from(frame))
    .composite(parts.map(({ input, width, top }) => ({ input, top, left: Math.round((CARD_WIDTH - width) / 2) })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
