import { expect, type Page } from '@playwright/test';

/**
 * After Enroll Now, chooses how to pay in the dialog the sandbox's three ways open (`way` as the dialog names it, in
 * the reader's language) and goes on to the provider's page.
 */
export async function chooseHowToPay(page: Page, way: string) {
  const choice = page.getByRole('dialog', { name: /^(Choose how to pay|اختر طريقة الدفع)$/ });
  await choice.getByRole('radio', { name: way }).check();
  await choice.getByRole('button', { name: /^(Continue|متابعة)$/ }).click();
}

/**
 * Pays by card after Enroll Now: chooses the card, then pays on the sandbox's card page with a test card; the pages
 * speak the reader's language ('Pay' or 'ادفع').
 */
export async function payWith(page: Page, cardNumber: string) {
  await chooseHowToPay(page, (await page.locator('html').getAttribute('lang')) === 'ar' ? 'بطاقة بنكية' : 'Bank card');
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.locator('input[name="cardNumber"]').fill(cardNumber);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="cardName"]').fill('Sara Mostafa');
  await page.getByRole('button', { name: /^(Pay|ادفع) / }).click();
}
