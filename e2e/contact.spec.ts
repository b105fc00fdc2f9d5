import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { messagesTo } from './support/mail';

/** Where the server delivers contact messages when `CONTACT_INBOX` is not set. */
const TEAM_INBOX = 'team@manara.local';

test.describe('the contact page', () => {
  test('a visitor writes to the team: the message reaches the team inbox with Reply-To them, and the form clears', async ({ page }) => {
    const email = `visitor.${Date.now().toString(36)}@example.com`;
    await page.goto('/Contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await page.getByLabel('First Name').fill('Hana');
    await page.getByLabel('Last Name').fill('Samir');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Is there a scholarship workshop in Cairo this winter?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await page.getByLabel('First Name').fill('H');
    await expect(page.getByText('Message sent successfully!')).toBeHidden();

    await expect.poll(async () => (await messagesTo(TEAM_INBOX)).filter((mail) => mail.replyTo === email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = (await messagesTo(TEAM_INBOX)).filter((received) => received.replyTo === email);
    expect(mail?.subject).toBe('Contact form: Hana Samir');
    expect(mail?.text).toContain('Is there a scholarship workshop in Cairo this winter?');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('in Arabic, the page reads right to left and its rules speak Arabic', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('الاسم الأول مطلوب')).toBeVisible();
    await expect(page.getByText('يجب ألا تقل الرسالة عن 10 أحرف').or(page.getByText('الرسالة مطلوبة'))).toBeVisible();
  });
});
