import { AUTH_COOKIE } from './support/session';
import { expect, test, type Page } from '@playwright/test';
import { accountButton, HOME, signIn as fillLogin } from './support/accounts';

/** The accounts the first start creates (decision 014). */
const admin = { email: 'admin@manara.local', password: 'Manara#Admin1', name: 'Manara Admin' };
const learner = { email: 'learner@manara.local', password: 'Manara#Learn1', name: 'Salma Learner' };

/** Signs in on /login and waits for the site to take the visitor on (to the home page). */
async function signIn(page: Page, credentials: { email: string; password: string }) {
  await fillLogin(page, credentials);
  await expect(page).toHaveURL(HOME);
}

test.describe('navigation bar and admin guard', () => {
  test('signed out, the bar offers Sign Up and Login, and an admin page sends the visitor to /login', async ({ page }) => {
    await page.goto('/courses');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    // Login comes back to the page it was pressed on (decision 072).
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?returnTo=%2Fcourses');
    await expect(banner.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
  });

  test('the seeded admin finds Dashboard in the account menu and reaches the admin pages', async ({ page }) => {
    await signIn(page, admin);
    await accountButton(page, admin.name).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'My Certificates', 'My Applications', 'Dashboard', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // Opened directly, once the profile confirms the role.
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });

  test('the seeded learner has no Dashboard, and an admin page sends them to /', async ({ page }) => {
    await signIn(page, learner);
    await accountButton(page, learner.name).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['My Profile', 'My Certificates', 'My Applications', 'Logout']);
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
    await expect(accountButton(page, learner.name)).toBeVisible();
  });

  test('signed in, the sign-in pages send the visitor to /, and the signed-in pages open', async ({ page }) => {
    await signIn(page, learner);
    for (const path of ['/login', '/signup', '/forget-password']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(HOME);
    }
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  test('signed out, the profile sends the visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  });

  test('Logout ends the session and goes to /, signed out', async ({ page, context }) => {
    await signIn(page, learner);
    await accountButton(page, learner.name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(AUTH_COOKIE);

    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fdashboard$/);
  });
});
