import { expect, test, type Page } from '@playwright/test';
import { HOME } from './support/accounts';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const cardTitles = (page: Page, name: string) =>
  section(page, name).getByRole('article').getByRole('heading').allTextContents();

test.describe('the course catalogue', () => {
  test('shows the seeded sections, and each pages forward and back on its own', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();

    for (const name of ['Latest Courses', 'Featured Courses', 'Manara Courses']) {
      await expect(section(page, name).getByRole('article').first()).toBeVisible();
    }
    const latest = section(page, 'Latest Courses');
    await expect(latest.getByRole('article')).toHaveCount(9);
    await expect(latest.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    const firstPage = await cardTitles(page, 'Latest Courses');
    const featuredFirstPage = await cardTitles(page, 'Featured Courses');
    await latest.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => cardTitles(page, 'Latest Courses')).not.toEqual(firstPage);
    await expect(latest.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(await cardTitles(page, 'Featured Courses')).toEqual(featuredFirstPage);

    await latest.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => cardTitles(page, 'Latest Courses')).toEqual(firstPage);
  });

  test('a card links to its course page', async ({ page }) => {
    await page.goto('/courses');
    const card = section(page, 'Latest Courses').getByRole('article').first();
    await expect(card.getByRole('link', { name: 'Details' })).toHaveAttribute('href', /^\/CoursePage\/[0-9a-f-]{36}$/);
  });

  test('searches titles in English, whatever the case', async ({ page }) => {
    await page.goto('/courses');
    await page.getByRole('main').getByRole('searchbox').fill('gLoBaL pRoFiLe');
    await expect(page.getByRole('heading', { name: /Search Results for:\s*gLoBaL pRoFiLe/ })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Build Your Global Profile' })).toBeVisible();

    await page.getByRole('main').getByRole('searchbox').fill('no such course anywhere');
    await expect(page.getByText('No courses found matching your search')).toBeVisible();

    await page.getByRole('main').getByRole('searchbox').fill('   ');
    await expect(section(page, 'Latest Courses')).toBeVisible();
  });
});

test.describe('Arabic', () => {
  test('search matches a title written with another alef form', async ({ page }) => {
    await page.goto('/courses');
    // Stored as «إدارة الوقت والمذاكرة الفعالة», with hamza below the alef.
    await page.getByRole('main').getByRole('searchbox').fill('ادارة الوقت');
    await expect(
      page.getByRole('article').getByRole('heading', { name: 'إدارة الوقت والمذاكرة الفعالة' }),
    ).toBeVisible();
  });

  test('the language switch moves to the Arabic address, right to left, and is remembered', async ({ page }) => {
    const arabicChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/arabic-[\w-]+\.js$/.test(request.url())) arabicChunks.push(request.url());
    });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Our Courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // English readers never download the Arabic words.
    expect(arabicChunks).toEqual([]);
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف دوراتنا');

    // Once: on the switch, or (followed before the page came alive) by the Arabic page itself.
    await expect.poll(() => arabicChunks.length).toBe(1);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف دوراتنا');
  });

  test('an Arabic address arrives drawn in Arabic, its words fetched beside the first chunk, and no English shows', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('manara.locale', 'ar');
      // Every heading the page ever shows, from the first one on.
      const seen: string[] = ((window as unknown as { seenHeadings: string[] }).seenHeadings = []);
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1, h2')) seen.push(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/ar/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف دوراتنا');
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/arabic-"]')).toHaveCount(1);
    const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /[A-Za-z]{3}/.test(text))).toEqual([]);
  });

  test('a remembered Arabic leads an address without a language to its Arabic one, and the server is told', async ({ page, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('manara.locale', 'ar'));
    await page.goto('/courses?tab=1#top');
    await expect(page).toHaveURL(/\/ar\/courses\?tab=1#top$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف دوراتنا');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cookies = await page.context().cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'manara_locale')?.value).toBe('ar');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page, whose buttons lead home, and back only within the site', async ({ page }) => {
    await page.goto('/courses');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    // Opened from outside the site (a typed or followed address), there is nothing of ours to go back to.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(HOME);

    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(HOME);
  });

  test('a page whose code cannot load apologises inside the frame, and the next page opens', async ({ page }) => {
    await page.goto('/courses');
    // As after a deploy that replaced the course page's chunk.
    await page.route('**/assets/course-page-*.js', (route) => route.abort());
    await section(page, 'Latest Courses').getByRole('article').first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/CoursePage\//);
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Courses' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a malformed API request gets a JSON error, not a page', async ({ request }) => {
    const response = await request.get('/api/courses?page=abc');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/page/) });
  });
});
