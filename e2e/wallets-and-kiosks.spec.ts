import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ARABIC_HOME, HOME, signIn, verifiedNewcomer } from './support/accounts';
import { catalogue } from './support/catalogue';
import { messagesTo } from './support/mail';
import { chooseHowToPay } from './support/payments';

/*
 * A learner without a card: a mobile wallet approved with a one-time code, and cash at a kiosk against a
 * reference, each walked in the sandbox from Enroll Now to the open course and the receipt in the mailbox
 * (docs/product/enrolment-and-payments.md#ways-to-pay).
 */

/** A paid course no other walk in this file buys: each test takes its own. */
async function paidCourse(page: Page, index: number) {
  const paid = (await catalogue(page.request)).filter((course) => course.currentPrice > 0);
  const course = paid.at(-1 - index);
  if (!course) throw new Error(`Fewer than ${index + 1} paid courses in the catalogue`);
  return course;
}

/** Waits for the mail to `address` whose subject says `subject`, and returns it. */
async function mailWith(address: string, subject: string) {
  await expect.poll(async () => (await messagesTo(address)).some((mail) => mail.subject === subject), { message: subject, timeout: 15_000 }).toBe(true);
  const mail = (await messagesTo(address)).find((candidate) => candidate.subject === subject);
  if (!mail) throw new Error(`No mail "${subject}"`);
  return mail;
}

test.describe('paying without a card', () => {
  test('a learner pays by mobile wallet, approves with the one-time code, and gets the course and a receipt', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Hana', 'Samir');
    const course = await paidCourse(page, 0);
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);

    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    // The choice lists the sandbox's three ways, and is accessible.
    const choice = page.getByRole('dialog', { name: 'Choose how to pay' });
    await expect(choice.getByRole('radio')).toHaveCount(3);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await chooseHowToPay(page, 'Mobile wallet');

    // The sandbox's wallet page: the number, then the code the wallet would send.
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel('Wallet number').fill('01010101010');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: /^Approve the payment/ }).click();

    await expect(page).toHaveURL(/\/payment\/result\?paymentId=/);
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await page.getByRole('link', { name: 'Open Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));

    const receipt = await mailWith(learner.email, `Your Manara receipt: ${course.title}`);
    expect(receipt.text).toContain('Mobile wallet');

    // My Courses keeps the receipt to download.
    await page.goto('/mycourses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download receipt/ }).first().click();
    expect((await download).suggestedFilename()).toMatch(/^manara-receipt-[\da-f]{8}\.html$/);
  });

  test('a learner reading in Arabic takes a kiosk reference, finds it waiting and in the mailbox, pays it in cash, and the course opens', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Omar', 'Fathy');
    const course = await paidCourse(page, 1);
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);
    await page.goto('/ar');
    await expect(page).toHaveURL(ARABIC_HOME);

    await page.goto(`/ar/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'سجّل الآن' }).first().click();
    await chooseHowToPay(page, 'نقدًا في منافذ فوري أو أمان');

    // The sandbox issues the reference as a kiosk provider would, and sends the learner back to the result.
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const reference = (await page.locator('p.reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d{9}$/);
    await page.getByRole('link', { name: 'عرض عملية الدفع' }).click();
    await expect(page).toHaveURL(/\/ar\/payment\/result\?paymentId=/);
    await expect(page.getByRole('heading', { name: 'ادفع في أحد منافذ فوري أو أمان' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'الرقم المرجعي للدفع' }).getByText(reference, { exact: true })).toBeVisible();

    const mail = await mailWith(learner.email, `رقمك المرجعي للدفع في فوري أو أمان: ${course.title}`);
    expect(mail.text).toContain(reference);

    await page.goto('/ar/mycourses');
    await expect(page.getByRole('heading', { name: 'بانتظار الدفع' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'الرقم المرجعي للدفع' }).getByText(reference, { exact: true })).toBeVisible();

    // The kiosk's counter, in the sandbox: the reference is paid in cash.
    await page.goto('/api/payments/sandbox/kiosk');
    await page.getByLabel(/Payment reference|الرقم المرجعي/).fill(reference);
    await page.getByRole('button', { name: /^(Pay in cash|ادفع نقدًا)$/ }).click();
    await expect(page.getByRole('status')).toContainText(new RegExp(`^(Paid|تم الدفع).*${reference}`));

    await mailWith(learner.email, `إيصال الدفع من منارة: ${course.title}`);
    await page.goto('/ar/mycourses');
    await expect(page.getByRole('heading', { name: 'بانتظار الدفع' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: course.title })).toBeVisible();
  });
});
