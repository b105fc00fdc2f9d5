import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, certificateCard } from './preview-card';

const drawn = (learner: string, course = 'Scholarship Essays That Win', lang: 'en' | 'ar' = 'en') =>
  certificateCard({ learner, course, date: '20 November 2026', lang });

/** How many of the card's pixels are the ink of its text (dark on the white card). */
async function inked(png: Buffer) {
  const { data } = await sharp(png).extract({ left: 60, top: 60, width: CARD_WIDTH - 120, height: CARD_HEIGHT - 120 }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length;
}

describe("a certificate's preview card", () => {
  it('is a 1200 × 630 picture drawn from the certificate: another learner, another card', async () => {
    const salma = await drawn('Salma Learner');
    expect(await sharp(salma).metadata()).toMatchObject({ format: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(salma.equals(await drawn('Omar Learner'))).toBe(false);
    expect(await inked(salma)).toBeGreaterThan(5_000);
  });

  it('draws Arabic names and titles, and fits a very long name and title inside the card', async () => {
    const arabic = await drawn('سلمى أحمد عبد الرحمن', 'كتابة خطاب الدافع', 'ar');
    expect(await inked(arabic)).toBeGreaterThan(5_000);
    const long = await drawn('Salma '.repeat(30).trim(), 'A very long course title that goes on '.repeat(8).trim());
    expect(await sharp(long).metadata()).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
  });

  it('writes text as text: markup in a name is shown, never read', async () => {
    const tricky = await drawn('<span foreground="red">Salma</span> & Co');
    expect(await sharp(tricky).metadata()).toMatchObject({ width: CARD_WIDTH });
  });
});
