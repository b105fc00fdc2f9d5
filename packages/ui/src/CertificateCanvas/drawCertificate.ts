import { encode } from 'uqr';

/** The certificate image's size in pixels (docs/product/learning.md#my-certificates). */
export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 900;

/** What a certificate image says; every text in the reader's language, from the caller. */
export interface CertificateText {
  /** 'Certificate of Completion'. */
  title: string;
  /** The line above the name ('This certifies that'). */
  presentedTo: string;
  learnerName: string;
  /** The line between the name and the course ('has completed the course'). */
  completedThe: string;
  courseTitle: string;
  /** The completion date, formatted. */
  completedOn: string;
  /** The plain layout's lines, each already 'Label: value'. */
  details: string[];
  /** The public page the QR code leads to. */
  verifyUrl: string;
  /** The line under the QR code ('Scan to verify'). */
  scanToVerify: string;
}

export type CertificateLayout = 'template' | 'plain';

const FONT = "'Cairo Variable', 'Cairo', system-ui, sans-serif";
const BRAND = '#0b4a6f';
const ACCENT = '#f5a524';
const INK = '#12202e';
const MUTED = '#4f6072';
const ARABIC = /[\u0600-\u06FF]/;

/** Waits for the font the texts are drawn in, so a name is never drawn in a fallback and left so. */
export async function loadCertificateFonts(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(['700 56px', '400 28px'].map((size) => document.fonts.load(`${size} ${FONT}`, 'Aa مرحبا')));
}

/** One line, centred at (x, y), right to left when it is Arabic, shrunk to fit `maxWidth`. */
function line(context: CanvasRenderingContext2D, text: string, { x, y, size, weight = 400, color = INK, maxWidth = 1000 }: { x: number; y: number; size: number; weight?: number; color?: string; maxWidth?: number }) {
  context.direction = ARABIC.test(text) ? 'rtl' : 'ltr';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = color;
  let fontSize = size;
  do {
    context.font = `${weight} ${fontSize}px ${FONT}`;
    fontSize -= 2;
  } while (context.measureText(text).width > maxWidth && fontSize > 12);
  context.fillText(text, x, y);
}

/** The QR code of `value`, `size` pixels square, its top-left corner at (x, y), on white. */
function qrCode(context: CanvasRenderingContext2D, value: string, { x, y, size }: { x: number; y: number; size: number }) {
  const { data, size: count } = encode(value, { ecc: 'M', border: 0 });
  const quiet = 4;
  const module = size / (count + quiet * 2);
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#000000';
  data.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) context.fillRect(Math.floor(x + (column + quiet) * module), Math.floor(y + (rowIndex + quiet) * module), Math.ceil(module), Math.ceil(module));
    }),
  );
}

/** The frame both layouts share: paper, a brand border with an accent rule, and Manara's name. */
function frame(context: CanvasRenderingContext2D) {
  const { width, height } = { width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT };
  context.fillStyle = '#fbfaf6';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = BRAND;
  context.lineWidth = 18;
  context.strokeRect(24, 24, width - 48, height - 48);
  context.strokeStyle = ACCENT;
  context.lineWidth = 3;
  context.strokeRect(52, 52, width - 104, height - 104);
  line(context, 'MANARA · منارة', { x: width / 2, y: 112, size: 26, weight: 700, color: BRAND });
}

/**
 * Draws a certificate on `canvas` (1200×900). The template layout places the name at 55 % of the height,
 * the course at 65 % and the date at 30 % of the width and 88 % of the height; the plain layout lists the
 * details. Both carry the QR code of the verification page.
 */
export function drawCertificate(canvas: HTMLCanvasElement, text: CertificateText, layout: CertificateLayout = 'template') {
  canvas.width = CERTIFICATE_WIDTH;
  canvas.height = CERTIFICATE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const { width, height } = canvas;
  frame(context);
  line(context, text.title, { x: width / 2, y: 200, size: 56, weight: 700, color: BRAND });
  if (layout === 'template') {
    line(context, text.presentedTo, { x: width / 2, y: height * 0.45, size: 28, color: MUTED });
    line(context, text.learnerName, { x: width / 2, y: height * 0.55, size: 60, weight: 700 });
    line(context, text.completedThe, { x: width / 2, y: height * 0.6, size: 26, color: MUTED });
    line(context, text.courseTitle, { x: width / 2, y: height * 0.65, size: 40, weight: 700, color: BRAND });
    line(context, text.completedOn, { x: width * 0.3, y: height * 0.88, size: 26, color: INK, maxWidth: 420 });
    qrCode(context, text.verifyUrl, { x: width - 240, y: height - 268, size: 160 });
  } else {
    line(context, text.learnerName, { x: width / 2, y: 300, size: 52, weight: 700 });
    line(context, text.courseTitle, { x: width / 2, y: 380, size: 36, weight: 700, color: BRAND });
    text.details.forEach((detail, index) => line(context, detail, { x: width / 2 - 90, y: 470 + index * 52, size: 24, color: INK, maxWidth: 760 }));
    qrCode(context, text.verifyUrl, { x: width - 260, y: height - 288, size: 180 });
  }
  line(context, text.scanToVerify, { x: width - (layout === 'template' ? 160 : 170), y: height - 86, size: 18, color: MUTED, maxWidth: 220 });
}

/** The drawn certificate as a PNG. */
export function certificatePng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The certificate could not be drawn.'))), 'image/png'));
}
