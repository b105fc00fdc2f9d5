import { expect, type Page } from '@playwright/test';
import { describeUnshipped, readPageFonts } from '../../test/platform-fonts';

/** The page draws its text only in the fonts the project ships (decision 062), once they have loaded. */
export async function expectShippedFontsOnly(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const session = await page.context().newCDPSession(page);
  try {
    const found = await readPageFonts(session);
    expect(found, `${page.url()} draws text in fonts the project does not ship:\n${describeUnshipped(found)}`).toEqual([]);
  } finally {
    await session.detach();
  }
}
