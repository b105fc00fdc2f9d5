/**
 * Writes the demo's lesson PDFs (`SEED_LESSON_FILES`) into `src/seed/lesson-files/`: one page of text each in
 * the standard Helvetica, so a file is a few KB and needs no embedded font. Run it after changing their
 * words: `npx tsx apps/api/scripts/make-seed-pdfs.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedLessonFilesDir } from '../src/paths';
import { SEED_LESSON_FILES } from '../src/seed/catalogue';

/** Text inside a PDF string: backslashes and parentheses escaped. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);

/** An A4 page with `lines`, the first as a title; every object's offset in the cross-reference table. */
export function onePagePdf(lines: readonly string[]): Uint8Array {
  const [title = '', ...rest] = lines;
  const text = [
    'BT',
    '/F1 20 Tf 56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...rest.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

await mkdir(seedLessonFilesDir, { recursive: true });
for (const { file, lines } of SEED_LESSON_FILES) {
  const bytes = onePagePdf(lines);
  await writeFile(path.join(seedLessonFilesDir, file), bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}
