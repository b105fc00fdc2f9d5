import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountButton, ARABIC_HOME, HOME, signIn, verifiedNewcomer } from './support/accounts';
import { catalogue, courseTitled } from './support/catalogue';
import { expectShippedFontsOnly } from './support/fonts';
import { chooseHowToPay, payWith } from './support/payments';

async function isSubscribed(page: Page, courseId: string): Promise<boolean> {
  // The page's own request context: the browser's session cookie rides with it.
  const answer = await page.request.get(`/api/courses/${courseId}/subscription-status`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { isSubscribed: boolean } }).data.isSubscribed;
}

test.describe('enrolment and payments', () => {
  test('a learner pays with the success card, comes back to the result, opens the course and finds it in My Courses', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Sara', 'Mostafa');
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);

    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();

    await payWith(page, '4242 4242 4242 4242');
    // The return address only shows the result; the signed notification already settled it.
    await expect(page).toHaveURL(/\/payment\/result\?paymentId=/);
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
    await expect(page.getByText(`You are now enrolled in ${course.title}.`)).toBeVisible();
    expect(await isSubscribed(page, course._id)).toBe(true);
    await page.getByRole('link', { name: 'Open Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));

    // The session's user was refreshed after the payment: the account menu now offers My Courses.
    await page.goto('/courses');
    await accountButton(page, `${learner.first} ${learner.last}`).click();
    await page.getByRole('menuitem', { name: 'My Courses' }).click();
    await expect(page).toHaveURL(/\/mycourses$/);
    // The catalogue stays on screen until My Courses is ready, and it has this course too.
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    const card = page.getByRole('article', { name: course.title });
    await card.getByRole('button', { name: 'Open Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));

    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.getByRole('button', { name: 'Open Course' }).first()).toBeVisible();
  });

  test('the decline card leaves no subscription', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Youssef', 'Adel');
    const course = (await catalogue(page.request)).find((candidate) => candidate.currentPrice > 0 && candidate.title !== 'Build Your Global Profile');
    if (!course) throw new Error('No paid course in the catalogue');
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);

    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await payWith(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment\/result\?paymentId=/);
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    expect(await isSubscribed(page, course._id)).toBe(false);

    // Try Again leads back to the course, where Enroll Now starts a new payment.
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(new RegExp(`/CoursePage/${course._id}$`));
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await chooseHowToPay(page, 'Bank card');
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);

    await page.goto('/mycourses');
    await expect(page.getByText('You have no courses yet.')).toBeVisible();
  });

  test('a free course enrols at once, without a card', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Mariam', 'Hassan');
    const course = (await catalogue(page.request)).find((candidate) => candidate.currentPrice === 0);
    if (!course) throw new Error('No free course in the catalogue');
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);

    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));
    expect(await isSubscribed(page, course._id)).toBe(true);
  });

  test('a signed-out visitor is asked to log in first', async ({ page }) => {
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toContainText('Please login to enroll in this course');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/CoursePage/${course._id}`);
  });

  test('in Arabic, a learner pays for a course and opens it', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Nour', 'Samir');
    const course = await courseTitled(page.request, 'كتابة خطاب الدافع');
    await page.goto('/ar/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(learner.email);
    await page.getByLabel('كلمة المرور').fill(learner.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(ARABIC_HOME);

    await page.goto(`/ar/CoursePage/${course._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'سجّل الآن' }).first().click();
    await payWith(page, '4242 4242 4242 4242');

    // Back from paying at the result page's Arabic address: the reader was reading in Arabic.
    await expect(page).toHaveURL(/\/ar\/payment\/result\?paymentId=/);
    await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح!' })).toBeVisible();
    await expect(page.getByText(`تم تسجيلك في ${course.title}.`)).toBeVisible();
    await page.getByRole('link', { name: 'دوراتي' }).click();
    await expect(page).toHaveURL(/\/ar\/mycourses$/);
    await page.getByRole('article', { name: course.title }).getByRole('button', { name: 'افتح الدورة' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/course/${course._id}/lessons$`));
  });

  test('a blocked learner sees the blocked screen on a course page, and Account Blocked from a course card', async ({ page }) => {
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await signIn(page, { email: 'blocked@manara.local', password: 'Manara#Block1' });
    await expect(page).toHaveURL(HOME);

    await page.goto('/courses');
    await page.getByRole('article', { name: course.title }).first().getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Blocked' });
    await expect(dialog).toContainText('Your account has been blocked. Please contact support for assistance.');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { name: 'Account Blocked' })).toBeVisible();
    await expect(page.getByText('Sharing paid course videos outside Manara.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(HOME);
  });

  test('the sandbox card page is accessible, and says what is wrong with a card it refuses', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Hana', 'Fathy');
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);
    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await chooseHowToPay(page, 'Bank card');
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);

    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sandbox checkout');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expectShippedFontsOnly(page);
    await expect(page).toHaveScreenshot('sandbox-checkout.png', { fullPage: true });

    await page.locator('input[name="cardNumber"]').fill('4111 1111 1111 1111');
    await page.locator('input[name="expiry"]').fill('01/20');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    await expect(page.locator('input[name="cardNumber"]')).toHaveAttribute('aria-invalid', 'true');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expectShippedFontsOnly(page);
    await expect(page).toHaveScreenshot('sandbox-checkout-refused.png', { fullPage: true });
    expect(await isSubscribed(page, course._id)).toBe(false);
  });

  test('in Arabic, the course page reads right to left and Login Required speaks Arabic', async ({ page }) => {
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await page.goto(`/ar/CoursePage/${course._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ماذا ستتعلم' })).toBeVisible();
    await page.getByRole('button', { name: 'سجّل الآن' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول مطلوب' });
    await expect(dialog).toContainText('يُرجى تسجيل الدخول للتسجيل في هذه الدورة');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();
  });
});
