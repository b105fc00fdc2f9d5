import { expect, test, type Page } from '@playwright/test';
import { AUTH_COOKIE, ROLE_COOKIE } from './support/session';
import { HOME, verifiedNewcomer } from './support/accounts';

/** The learner the first start creates (decision 014). */
const learner = { email: 'learner@manara.local', password: 'Manara#Learn1' };

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('login', () => {
  test('the seeded learner signs in, sees the notice, and lands on the home page with a session no script can read', async ({ page, context }) => {
    await signIn(page, learner);
    await expect(page.getByRole('status')).toHaveText(/Success!\s*Login successful!/);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: /community of 10,000 students/ })).toBeVisible();

    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === AUTH_COOKIE);
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', secure: true, httpOnly: true, expires: -1 });
    expect(token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookies.find((cookie) => cookie.name === ROLE_COOKIE)).toMatchObject({ value: 'user', httpOnly: false, expires: -1 });
    // What the page's scripts see: the hint, never the token.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain(`${ROLE_COOKIE}=user`);
    expect(readable).not.toContain(token?.value ?? 'no token');

    // The token the browser keeps is one the server accepts, also as a bearer token.
    const profile = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token?.value ?? ''}` } });
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ data: { user: { email: learner.email, role: 'user' } } });
  });

  test("another site's page cannot act with the learner's session", async ({ page }) => {
    await signIn(page, learner);
    await expect(page).toHaveURL(HOME);
    // A page elsewhere that posts a form to the sign-out, as a forged request would.
    const target = new URL('/api/users/logout', page.url()).href;
    await page.route('https://elsewhere.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<form method="post" action="${target}"></form><script>document.forms[0].submit()</script>` }),
    );
    await page.goto('https://elsewhere.example/');
    await page.waitForURL(target);
    await expect(page.locator('body')).toContainText(/"code":"(CROSS_SITE_REQUEST|LOGIN_REQUIRED)"/);
    // Back on the site, still signed in.
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(learner.email);
  });

  test('a wrong password shows the Error dialog with the server message, and no session', async ({ page, context }) => {
    await signIn(page, { ...learner, password: 'Not-the-password1' });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the login page stands without the site header and footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  // The seeded learner's sign-ins from new browsers are limited per account (10 in 15 minutes), and the suite
  // signs them in often: the tests below sign in someone new.
  test('Enroll Now as a visitor, then Login, brings the learner back to the course', async ({ page, request }) => {
    const person = await verifiedNewcomer(request, 'Hoda', 'Return');
    const listed = (await (await page.request.get('/api/courses?page=1')).json()) as { data: { courses: Array<{ _id: string; title: string }> } };
    const course = listed.data.courses[0];
    if (!course) throw new Error('No course to enrol in');
    await page.goto(`/CoursePage/${course._id}`);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  });

  test('a page that needs a session sends the visitor to login and back; a foreign return address goes home', async ({ page, request }) => {
    const person = await verifiedNewcomer(request, 'Rana', 'Return');
    await page.goto('/mycourses');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/mycourses');
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/mycourses');

    await page.context().clearCookies();
    await signIn(page, person);
    await expect(page).toHaveURL(HOME);
    await page.context().clearCookies();
    await page.goto(`/login?returnTo=${encodeURIComponent('//elsewhere.example/x')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(HOME);
  });
});
