import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from './support/catalogue';

/*
 * Each page has an address per language (docs/product/languages.md): English at the site's addresses, Arabic at
 * the same under /ar. The address says the language; the switch moves between the two and remembers the choice;
 * a browser that prefers Arabic is offered the Arabic address, never sent there.
 */

const offer = (page: Page) => page.getByRole('region', { name: 'منارة متاحة باللغة العربية أيضًا.' });
const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('manara.locale'));

/** Every link in the page's header and footer that leads to one of the site's pages. */
const pageLinks = (page: Page) =>
  page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) =>
    links.filter((link) => !link.hasAttribute('hreflang')).map((link) => link.getAttribute('href') ?? ''),
  );

test.describe('an address per language', () => {
  test('a browser that prefers Arabic is offered the Arabic address on its first visit, and taking it is remembered', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/');
    // Offered, not sent: the English page stays where it is until the reader takes the offer.
    await expect(offer(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await offer(page).getByRole('link', { name: 'اقرأ بالعربية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(offer(page)).toHaveCount(0);
    expect(await remembered(page)).toBe('ar');

    // An address without a language (an old link, a bookmark) now leads to its Arabic one.
    await page.goto('/about?from=mail#team');
    await expect(page).toHaveURL(/\/ar\/about\?from=mail#team$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await context.close();
  });

  test('declining the offer keeps English and is remembered; a browser that prefers English is offered nothing', async ({ browser, baseURL }) => {
    const arabic = await browser.newContext({ baseURL, locale: 'ar-EG' });
    const page = await arabic.newPage();
    await page.goto('/courses');
    await offer(page).getByRole('button', { name: 'Continue in English' }).click();
    await expect(offer(page)).toHaveCount(0);
    expect(await remembered(page)).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await arabic.close();

    const english = await browser.newContext({ baseURL, locale: 'en-GB' });
    const other = await english.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await other.waitForLoadState('networkidle');
    await expect(offer(other)).toHaveCount(0);
    await english.close();
  });

  test("links stay in the reader's language; the switch moves to the other address, and Back returns to the first", async ({ page, request }) => {
    const [course] = await catalogue(request);
    if (!course) throw new Error('The catalogue is empty');
    await page.goto(`/ar/CoursePage/${course._id}?ref=share`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.waitForLoadState('networkidle');
    const arabicLinks = await pageLinks(page);
    expect(arabicLinks.length).toBeGreaterThan(4);
    expect(arabicLinks.filter((href) => href !== '/ar' && !href.startsWith('/ar/') && !href.startsWith('/ar#'))).toEqual([]);

    // The switch is a link a crawler can follow, to the same page in English.
    const toEnglish = page.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('href', `/CoursePage/${course._id}`);
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`/CoursePage/${course._id}\\?ref=share$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute('href', '/courses');
    expect(await remembered(page)).toBe('en');

    // Within the site, a link keeps the language: Courses in Arabic is the Arabic catalogue.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/ar/CoursePage/${course._id}\\?ref=share$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('banner').getByRole('link', { name: 'الدورات', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'اكتشف دوراتنا' })).toBeVisible();
  });

  test("the switch followed before the site's code has started is remembered all the same, in both directions", async ({ page }) => {
    // A slow phone: the page is drawn and its links work, but the site's code has not arrived yet.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/courses');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/courses$/);
    await page.waitForLoadState();
    expect(await remembered(page)).toBe('ar');
    await page.goto('/about');
    await expect(page).toHaveURL(/\/ar\/about$/);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await remembered(page)).toBe('en');
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an old link opens its page in English for a reader who chose nothing, and signing in comes back to the Arabic page', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();
    await page.goto('/ar/mycourses');
    // A signed-in page sends a visitor to log in, at the Arabic login page, which comes back here.
    await expect(page).toHaveURL((url) => url.pathname === '/ar/login' && url.searchParams.get('returnTo') === '/ar/mycourses');
    await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  });
});
