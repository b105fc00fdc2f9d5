import { expect, test, type Page } from '@playwright/test';
import { HOME } from './support/accounts';

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
  test('the seeded learner signs in, sees the notice, and lands on the home page with a session cookie', async ({ page, context }) => {
    await signIn(page, learner);
    await expect(page.getByRole('status')).toHaveText(/Success!\s*Login successful!/);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: /community of 10,000 students/ })).toBeVisible();

    const cookies = await context.cookies();
    const token = cookies.find((cookie) => cookie.name === 'manara_token');
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', secure: true, expires: -1 });
    expect(token?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookies.find((cookie) => cookie.name === 'manara_role')).toMatchObject({ value: 'user' });

    // The token the browser keeps is one the server accepts.
    const profile = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token?.value ?? ''}` } });
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ data: { user: { email: learner.email, role: 'user' } } });
  });

  test('a wrong password shows the Error dialog with the server message, and no session', async ({ page, context }) => {
    await signIn(page, { ...learner, password: 'Not-the-password1' });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('manara_token');

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the login page stands without the site header and footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
