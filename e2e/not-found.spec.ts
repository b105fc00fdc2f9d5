import { expect, test } from '@playwright/test';

test.describe('addresses without a page', () => {
  test('an unknown address answers 404 with the not-found page, kept out of search engines', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown course answers 404, a real one 200', async ({ page }) => {
    const missing = await page.goto('/CoursePage/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('Course not found');
    const listed = (await (await page.request.get('/api/courses?page=1')).json()) as { data: { courses: Array<{ _id: string }> } };
    const found = await page.goto(`/CoursePage/${listed.data.courses[0]?._id ?? ''}`);
    expect(found?.status()).toBe(200);
  });
});
