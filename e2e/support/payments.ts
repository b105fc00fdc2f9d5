import { expect, type Page } from '@playwright/test';

/** Pays on the sandbox's card page with a test card; the page speaks the reader's language ('Pay' or 'ادفع'). */
export async function payWith(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.locator('input[name="cardNumber"]').fill(cardNumber);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="cardName"]').fill('Sara Mostafa');
  await page.getByRole('button', { name: /^(Pay|ادفع) / }).click();
}
