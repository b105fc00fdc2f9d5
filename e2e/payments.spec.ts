import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, verifiedNewcomer } from './support/accounts';

interface ListedCourse {
  _id: string;
  title: string;
  currentPrice: number;
}

/** Every course of the seeded catalogue, through the public list. */
async function catalogue(request: APIRequestContext): Promise<ListedCourse[]> {
  const courses: ListedCourse[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await (await request.get(`/api/courses?page=${page}`)).json()) as {
      data: { courses: ListedCourse[]; pagination: { hasNextPage: boolean } };
    };
    courses.push(...body.data.courses);
    if (!body.data.pagination.hasNextPage) return courses;
  }
}

async function courseTitled(request: APIRequestContext, title: string) {
  const course = (await catalogue(request)).find((candidate) => candidate.title === title);
  if (!course) throw new Error(`No course titled ${title}`);
  return course;
}

/** Pays on the sandbox's card page with a test card. */
async function payWith(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.locator('input[name="cardNumber"]').fill(cardNumber);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="cardName"]').fill('Sara Mostafa');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function isSubscribed(page: Page, courseId: string): Promise<boolean> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'manara_token')?.value ?? '';
  const answer = await page.request.get(`/api/courses/${courseId}/subscription-status`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { isSubscribed: boolean } }).data.isSubscribed;
}

test.describe('enrolment and payments', () => {
  test('a learner pays for a course with the success card, comes back, and the course opens', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Sara', 'Mostafa');
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await signIn(page, learner);
    await expect(page).toHaveURL(/\/courses$/);

    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();

    await payWith(page, '4242 4242 4242 4242');
    // The return address only shows the result; the signed notification already settled it.
    await expect(page).toHaveURL(/\/payment\/result\?paymentId=/);
    expect(await isSubscribed(page, course._id)).toBe(true);

    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Open Course' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/course/${course._id}/lessons$`));
  });

  test('the decline card leaves no subscription', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Youssef', 'Adel');
    const course = (await catalogue(page.request)).find((candidate) => candidate.currentPrice > 0 && candidate.title !== 'Build Your Global Profile');
    if (!course) throw new Error('No paid course in the catalogue');
    await signIn(page, learner);
    await expect(page).toHaveURL(/\/courses$/);

    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await payWith(page, '4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/payment\/result\?paymentId=/);
    expect(await isSubscribed(page, course._id)).toBe(false);
  });

  test('a free course enrols at once, without a card', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Mariam', 'Hassan');
    const course = (await catalogue(page.request)).find((candidate) => candidate.currentPrice === 0);
    if (!course) throw new Error('No free course in the catalogue');
    await signIn(page, learner);
    await expect(page).toHaveURL(/\/courses$/);

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
    await expect(page).toHaveURL(/\/login$/);
  });

  test('in Arabic, the course page reads right to left and Login Required speaks Arabic', async ({ page }) => {
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    await page.addInitScript(() => localStorage.setItem('manara.locale', 'ar'));
    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ماذا ستتعلم' })).toBeVisible();
    await page.getByRole('button', { name: 'سجّل الآن' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول مطلوب' });
    await expect(dialog).toContainText('يُرجى تسجيل الدخول للتسجيل في هذه الدورة');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();
  });
});
