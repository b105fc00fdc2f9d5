import { expect, test } from '@playwright/test';
import { accountButton, HOME, signIn } from './support/accounts';

test.describe("a certificate's public page", () => {
  test('an address no certificate has says so, signed out, with a way on', async ({ page }) => {
    await page.goto('/certificate/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await expect(page).toHaveTitle('Certificate · Manara');
    await page.getByRole('link', { name: 'Browse Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("the issuer profile its credentials name is served, and an unknown credential is a 404 in the API's shape", async ({ request }) => {
    const profile = await request.get('/api/credentials/issuer');
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({ type: ['Profile'], name: 'Manara' });
    const missing = await request.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/credential');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 'fail', code: 'CERTIFICATE_NOT_FOUND' });
  });
});

test.describe('My Certificates', () => {
  test('the account menu leads there; a learner with no completed course is told how to earn one', async ({ page }) => {
    await signIn(page, { email: 'learner@manara.local', password: 'Manara#Learn1' });
    await expect(page).toHaveURL(HOME);
    await accountButton(page, 'Salma Learner').click();
    await page.getByRole('menuitem', { name: 'My Certificates' }).click();
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Certificates Yet' })).toBeVisible();
    await expect(page).toHaveTitle('My Certificates · Manara');
  });

  test('signed out, it sends the visitor to /login', async ({ page }) => {
    await page.goto('/certificates');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcertificates$/);
  });
});
