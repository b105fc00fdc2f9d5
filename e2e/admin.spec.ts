import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fakeYouTubeScript } from '../packages/api-client/src/mocks/youtube';
import { HOME, signIn, verifiedNewcomer } from './support/accounts';
import { payWith } from './support/payments';

const admin = { email: 'admin@manara.local', password: 'Manara#Admin1' };

/** Today in Cairo, as the reports count days (`YYYY-MM-DD`). */
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/** A course picture as an admin would pick it: a 1600 × 900 PNG. */
const coverPng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 11, g: 74, b: 111 } } })
    .png()
    .toBuffer();

/** The stand-in YouTube at the IFrame API's address: the lesson form measures its videos with it (6:30 each). */
async function serveFakeYouTube(page: Page) {
  await page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeScript({ defaultDuration: 390 }) }));
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
}

async function addLesson(page: Page, courseTitle: string, lesson: { title: string; order: string; section: string; public?: boolean }) {
  await page.getByRole('button', { name: `Add Lesson: ${courseTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson' });
  await dialog.getByLabel('Title').fill(lesson.title);
  await dialog.getByLabel('Description').fill(`${lesson.title}, step by step.`);
  await dialog.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(dialog.getByText('Measured length: 6:30')).toBeVisible();
  await dialog.getByLabel('Duration (minutes)').fill('6.5');
  await dialog.getByLabel('Order').fill(lesson.order);
  await dialog.getByLabel('Section').fill(lesson.section);
  if (lesson.public) await dialog.getByRole('checkbox', { name: 'Private (only subscribers can watch)' }).uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The notice of the lesson before may still be showing: the newest is the last.
  await expect(page.getByText('Lesson added successfully!').last()).toBeVisible();
}

test.describe('the admin back office', () => {
  test('an admin builds and publishes a course with a picture, blocks and unblocks its buyer, and finds the payment in subscriptions, the revenue report and its CSV', async ({ page, browser }) => {
    // The longest walk of the suite (a course built, bought, blocked and reported): it has a minute, not the default 30 s.
    test.setTimeout(60_000);
    const title = `Scholarship Interviews ${Date.now().toString(36)}`;
    const learner = await verifiedNewcomer(page.request, 'Laila', 'Fathy');
    await serveFakeYouTube(page);
    await signIn(page, admin);
    await expect(page).toHaveURL(HOME);

    // Create, with a picture: a draft, first in the table.
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Create Course' }).click();
    const form = page.getByRole('dialog', { name: 'Create Course' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Practise the questions scholarship panels ask, in Arabic and English.');
    await form.getByLabel('Current Price').fill('250');
    await form.getByLabel('Course image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    await expect(form.getByRole('img', { name: 'Course image preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Course created successfully!')).toBeVisible();
    const courses = page.getByRole('table', { name: 'All courses' });
    const row = courses.getByRole('row').nth(1);
    await expect(row).toContainText(title);
    await expect(row.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('draft');

    // Two sections of lessons; the totals follow in place.
    await addLesson(page, title, { title: 'Why panels ask', order: '1', section: 'Start here', public: true });
    await addLesson(page, title, { title: 'Answering under pressure', order: '2', section: 'Practice' });
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    await expect(row.getByRole('cell').nth(5)).toHaveText('13');
    await page.getByRole('button', { name: `Manage Lessons: ${title}` }).click();
    const lessons = page.getByRole('dialog', { name: `Lessons of ${title}` });
    await expect(lessons.getByRole('table', { name: 'Section: Start here' })).toContainText('Public');
    await expect(lessons.getByRole('table', { name: 'Section: Practice' })).toContainText('Private');
    await lessons.getByRole('button', { name: 'Close' }).last().click();

    // Published: first in Latest Courses, with its picture at the card's size.
    await row.getByRole('combobox', { name: `Status of ${title}` }).selectOption('published');
    await expect(row.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('published');
    const listed = (await (await page.request.get('/api/courses?page=1')).json()) as { data: { courses: Array<{ _id: string; title: string }> } };
    expect(listed.data.courses[0]?.title).toBe(title);
    const courseId = listed.data.courses[0]?._id ?? '';

    const learnerPage = await browser.newPage();
    await learnerPage.goto('/courses');
    const latest = learnerPage.getByRole('region', { name: 'Latest Courses' });
    const card = latest.getByRole('article').first();
    await expect(card).toHaveAccessibleName(title);
    // The picture is decorative (the title names the card), so it is found as an element, not a role.
    await expect(card.locator('img').first()).toHaveAttribute('src', /^\/uploads\/courses\/[\w-]+\/card\.webp$/);

    // The learner buys it with the sandbox card.
    await signIn(learnerPage, learner);
    await expect(learnerPage).toHaveURL(HOME);
    await learnerPage.goto(`/CoursePage/${courseId}`);
    await learnerPage.getByRole('button', { name: 'Enroll Now' }).first().click();
    await payWith(learnerPage, '4242 4242 4242 4242');
    await expect(learnerPage.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

    // Blocked with a reason: the learner's next page says so, with the reason and the date.
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(learner.email);
    const users = page.getByRole('table', { name: 'User accounts' });
    await expect(users.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Block Laila Fathy' }).click();
    const block = page.getByRole('dialog', { name: 'Block User' });
    await block.getByLabel('Reason (optional)').fill('Sharing the course videos');
    await block.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText('User blocked successfully!')).toBeVisible();
    await expect(users.getByRole('row').nth(1)).toContainText('Blocked: Sharing the course videos');

    await learnerPage.goto(`/CoursePage/${courseId}`);
    await expect(learnerPage.getByRole('heading', { name: 'Account Blocked' })).toBeVisible();
    await expect(learnerPage.getByText('Sharing the course videos')).toBeVisible();
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(new Date());
    await expect(learnerPage.getByText(today)).toBeVisible();

    // Unblocked after the question: access is back on the next page.
    await page.getByRole('button', { name: 'Unblock Laila Fathy' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unblock User' });
    await expect(confirm).toContainText('Are you sure you want to unblock this user?');
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('User unblocked successfully!')).toBeVisible();
    await learnerPage.goto(`/CoursePage/${courseId}`);
    await expect(learnerPage.getByRole('button', { name: 'Open Course' }).first()).toBeVisible();

    // The payment: in subscriptions, in the revenue report, and in its CSV.
    await page.goto('/admin/subscriptions');
    await page.getByRole('searchbox', { name: 'Search by learner or course' }).fill(learner.email);
    const subscriptions = page.getByRole('table', { name: 'All subscriptions' });
    await expect(subscriptions.getByRole('row')).toHaveCount(2);
    await expect(subscriptions.getByRole('row').nth(1)).toContainText(title);
    await expect(subscriptions.getByRole('row').nth(1)).toContainText('250.00 EGP');
    await expect(subscriptions.getByRole('row').nth(1)).toContainText('Bank card');
    await expect(subscriptions.getByRole('combobox')).toHaveValue('active');

    await page.goto('/admin/reports');
    await page.getByLabel('Start date').fill(cairoToday());
    await page.getByLabel('End date').fill(cairoToday());
    // The day as the page names it, in words.
    const todayInWords = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${cairoToday()}T00:00:00Z`));
    const revenueRow = page.getByRole('table', { name: 'Revenue by day' }).getByRole('row', { name: new RegExp(todayInWords) });
    await expect(revenueRow).toBeVisible();
    const shown = Number((await revenueRow.getByRole('cell').innerText()).replace(/[^\d.]/g, ''));
    expect(shown).toBeGreaterThanOrEqual(250);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`manara-revenue-${cairoToday()}-to-${cairoToday()}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    // A row for the day per way of paying, in words; together they make the day's figure.
    const todays = csv.split('\r\n').filter((line) => line.startsWith(`${cairoToday()},`));
    expect(todays.map((line) => line.split(',')[1])).toEqual(['Bank card', 'Mobile wallet', 'Cash at a Fawry or Aman kiosk']);
    expect(Number(todays[0]?.split(',')[2])).toBeGreaterThanOrEqual(250);
    expect(todays.reduce((sum, line) => sum + Number(line.split(',')[2]), 0).toFixed(2)).toBe(shown.toFixed(2));

    // Every change is in the audit log, the newest first.
    await page.goto('/admin/audit');
    const log = page.getByRole('table', { name: 'Admin changes, newest first' });
    await expect(log.getByRole('row').nth(1)).toContainText('Unblocked a learner');
    await expect(log.getByRole('row').nth(1)).toContainText('Laila Fathy');
    await expect(log.getByRole('row').nth(2)).toContainText('Blocked a learner');

    // Archived at the end: out of the catalogue, still the learner's.
    await page.goto('/admin/courses');
    await page.getByRole('combobox', { name: `Status of ${title}` }).selectOption('archived');
    await expect(page.getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('archived');
    await learnerPage.goto(`/CoursePage/${courseId}`);
    await expect(learnerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await learnerPage.close();
  });

  test('the dashboard shows the demo history, and the admin pages read right to left in Arabic, with no accessibility violations', async ({ page }) => {
    // Eight pages, each read by axe: beside another worker on two cores this outlasts the default 30 s.
    test.setTimeout(90_000);
    await signIn(page, admin);
    await expect(page).toHaveURL(HOME);
    await page.goto('/admin/dashboard');
    const totalUsers = page.locator('dl', { has: page.getByText('Total Users', { exact: true }) }).locator('dd');
    // While the figures load, the card reads 'Loading...': wait for the number itself.
    await expect(totalUsers).toHaveText(/\d/);
    expect(Number((await totalUsers.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(300);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
    await expect(page.getByText('إجمالي الإيرادات')).toBeVisible();
    for (const [path, heading] of [
      ['/admin/users', 'المستخدمون'],
      ['/admin/courses', 'الدورات'],
      ['/admin/subscriptions', 'الاشتراكات'],
      ['/admin/reports', 'التقارير'],
      ['/admin/audit', 'سجل التدقيق'],
      ['/admin/applications', 'الطلبات'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
    }
  });
});
