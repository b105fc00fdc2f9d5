import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountButton, HOME, signIn, verifiedNewcomer } from './support/accounts';
import { courseTitled } from './support/catalogue';
import { messagesTo } from './support/mail';

const admin = { email: 'admin@manara.local', password: 'Manara#Admin1' };

const ANSWERS = {
  'Why do you want to be a Manara ambassador?': 'Most students in my faculty have never heard of funded scholarships.',
  'How would you promote Manara where you study?': 'A talk each term and a WhatsApp group for first-year students.',
  'Your experience in leading, organising or volunteering': 'A year on the student union outreach committee.',
  'Your questions for us': 'Is there a training for new ambassadors?',
};

/** The mails to `address` whose subject starts with `subject`, once there are `count` of them. */
async function mailsTo(address: string, subject: string, count = 1) {
  const matching = async () => (await messagesTo(address)).filter((mail) => mail.subject.startsWith(subject));
  await expect.poll(async () => (await matching()).length, { message: `${subject} to ${address}`, timeout: 15_000 }).toBe(count);
  return matching();
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test.describe('the public site', () => {
  test('a visitor follows Explore Services, signs in and applies to the Ambassador Program; an admin approves it, and the learner sees Approved and gets both mails', async ({ page, browser }) => {
    const learner = await verifiedNewcomer(page.request, 'Yasmin', 'Adel');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your scholarship with a community of 10,000 students' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Take the Lead. Spark Inspiration. Shape the Future.' })).toBeVisible();

    // Applying needs an account: the visitor is asked to log in.
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    // Login brings the learner back to the programmes (decision 072).
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fservices$/);
    // The programmes page has an Email field of its own: fill in only once the login page is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/services$/);

    await page.getByRole('button', { name: 'Apply Now' }).click();
    const form = page.getByRole('dialog', { name: 'Apply to the Ambassador Program' });
    for (const [question, answer] of Object.entries(ANSWERS)) await form.getByLabel(question).fill(answer);
    await form.getByRole('button', { name: 'Submit' }).click();
    const submitted = page.getByRole('dialog', { name: 'Application Submitted!' });
    await expect(submitted).toContainText('confirmation e-mail');
    await expect(page).toHaveURL(/\/services$/);
    const [received] = await mailsTo(learner.email, 'We received your application: Ambassador Program');
    expect(received?.text).toContain('Hello Yasmin');
    await submitted.getByRole('button', { name: 'OK' }).click();

    // A second one while the first waits is refused, and the answers stay for later.
    await page.getByRole('button', { name: 'Apply Now' }).click();
    for (const [question, answer] of Object.entries(ANSWERS)) await form.getByLabel(question).fill(answer);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText('You already have an application under review for this program.');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(form.getByLabel('Your questions for us')).toHaveValue(ANSWERS['Your questions for us']);
    await form.getByRole('button', { name: 'Cancel' }).click();

    await accountButton(page, `Yasmin ${learner.last}`).click();
    await page.getByRole('menuitem', { name: 'My Applications' }).click();
    await expect(page).toHaveURL(/\/my-applications$/);
    const card = page.getByRole('article').filter({ hasText: 'Ambassador Program' });
    await expect(card).toContainText('Pending');

    // The admin finds it among the pending ambassador applications and approves it with a note.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    await expect(adminPage).toHaveURL(HOME);
    await adminPage.goto('/admin/applications');
    await adminPage.getByLabel('Programme', { exact: true }).selectOption('ambassador');
    await adminPage.getByLabel('Status', { exact: true }).selectOption('pending');
    await adminPage.getByRole('button', { name: `Open the application of Yasmin ${learner.last}` }).click();
    const review = adminPage.getByRole('dialog', { name: 'Ambassador Program application' });
    await expect(review).toContainText(ANSWERS['Your questions for us']);
    await review.getByRole('radio', { name: 'Approve' }).check();
    await review.getByLabel('Note to the applicant (optional)').fill('Welcome aboard! Your first session is on Sunday.');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(adminPage.getByText('Application approved.')).toBeVisible();
    await adminContext.close();

    const [decision] = await mailsTo(learner.email, 'Your application was approved: Ambassador Program');
    expect(decision?.text).toContain('Welcome aboard! Your first session is on Sunday.');
    await page.reload();
    await expect(card).toContainText('Approved');
    await expect(card).toContainText('Welcome aboard! Your first session is on Sunday.');
    await expectNoAxeViolations(page);
  });

  test('search from the navigation bar: results with descriptions cut at 100 characters, and the empty and unknown cases', async ({ page }) => {
    const course = await courseTitled(page.request, 'Build Your Global Profile');
    expect(course.description.length).toBeGreaterThan(100);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search courses' }).fill('global profile');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=global\+profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Build Your Global Profile' }) });
    await expect(result).toContainText(`${course.description.slice(0, 100)}...`);
    await expect(result).not.toContainText(course.description.slice(0, 101));
    await expect(result).toContainText('EGP');

    await page.goto('/search-results?query=');
    await expect(page.getByText('write something!')).toBeVisible();
    await page.goto('/search-results?query=no%20such%20course%20anywhere');
    await expect(page.getByText('course not found')).toBeVisible();
  });

  test('every link of the navigation bar and the footer leads to a real page, with no accessibility violations', async ({ page }) => {
    await page.goto('/');
    const pages = [
      ['Home', /community of 10,000 students/],
      ['About Us', 'About Manara'],
      ['Our Services', 'Take the Lead. Spark Inspiration. Shape the Future.'],
      ['Courses', 'Discover Our Courses'],
      ['Contact', 'Get in Touch'],
    ] as const;
    for (const [link, heading] of pages) {
      await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (link !== 'Courses') await expectNoAxeViolations(page);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Personalised support and mentorship');
    for (const [link, heading] of [['About Us', 'About Manara'], ['Our Services', 'Take the Lead. Spark Inspiration. Shape the Future.'], ['Courses', 'Discover Our Courses']] as const) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The server's settings (e2e/playwright.config.ts), and a link only for the network that is set.
    await expect(footer.getByRole('link', { name: 'hello@manara.example' })).toHaveAttribute('href', 'mailto:hello@manara.example');
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@manara.example');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Manara. All rights reserved.`);
  });

  test('/#contact opens the home page at its contact section, with the configured details', async ({ page }) => {
    await page.goto('/#contact');
    const section = page.locator('#contact');
    await expect(section.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInViewport();
    await expect(section.getByRole('link', { name: 'hello@manara.example' })).toHaveAttribute('href', 'mailto:hello@manara.example');
    await expect(section.getByRole('link', { name: '+20 100 000 0000' })).toHaveAttribute('href', 'tel:+201000000000');
    await section.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'hello@manara.example' })).toBeVisible();
  });

  test('Home and Services read right to left in Arabic', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: /اعثر على منحتك/ })).toBeVisible();
    await expect(page.getByText('٨٬٠٠٠')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'استكشف خدماتنا' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'بادِر بالقيادة. أشعل الإلهام. اصنع المستقبل.' })).toBeVisible();
    await page.getByRole('button', { name: 'قدّم الآن' }).click();
    await expect(page.getByRole('dialog', { name: 'يلزم تسجيل الدخول' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
