import { expect, test } from '@playwright/test';

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
