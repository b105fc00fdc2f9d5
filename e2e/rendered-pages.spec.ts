import { expect, test, type Page } from '@playwright/test';
import { fakeYouTubeScript } from '../packages/api-client/src/mocks/youtube';
import { accountButton, signIn, verifiedNewcomer } from './support/accounts';
import { catalogue, courseTitled } from './support/catalogue';
import { expectShippedFontsOnly } from './support/fonts';

/** Each page the server draws, with a heading it must arrive with. */
const PAGES = [
  { path: '/', heading: 'Find your scholarship with a community of 10,000 students' },
  { path: '/about', heading: 'About Manara' },
  { path: '/services', heading: 'Take the Lead. Spark Inspiration. Shape the Future.' },
  { path: '/contact', heading: 'Get in Touch' },
  { path: '/courses', heading: 'Discover Our Courses' },
  { path: '/login', heading: 'Login to Your Account' },
];

/**
 * Watches `#root` from before the page is read: any element removed from it (as a page drawn afresh over
 * the server's would remove them all) and anything React reports (a hydration mismatch is an error).
 */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.addInitScript(() => {
    const removed: string[] = ((window as unknown as { removedFromRoot: string[] }).removedFromRoot = []);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const parent = mutation.target as Element;
        if (!(parent.id === 'root' || parent.closest?.('#root'))) continue;
        for (const node of mutation.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    problems,
    removed: () => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
  };
}

/** Holds the site's first chunk back, as a slow phone line does, until the returned function is called. */
async function holdFirstChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('pages drawn on the server', () => {
  test('arrive with their content, readable without JavaScript', async ({ browser, request, baseURL }) => {
    const [course] = await catalogue(request);
    if (!course) throw new Error('The catalogue is empty');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await page.goto('/courses');
    await expect(page.getByRole('article').getByRole('heading', { name: course.title }).first()).toBeVisible();
    await page.goto(`/CoursePage/${course._id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    // At the Arabic address, in Arabic, right to left.
    await page.goto('/ar/courses');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اكتشف دوراتنا' })).toBeVisible();
    await context.close();
  });

  test('come alive as they are: nothing redrawn, no hydration error, and their links work', async ({ page, request }) => {
    const [course] = await catalogue(request);
    if (!course) throw new Error('The catalogue is empty');
    const watched = await watch(page);
    for (const path of [...PAGES.map((entry) => entry.path), `/CoursePage/${course._id}`]) {
      await page.goto(path);
      await expect(page.locator('#root[data-rendered-in="en"]'), path).toHaveCount(1);
      // The header's menu answers once the page is alive; the server drew it closed.
      await page.waitForLoadState('networkidle');
      expect(await watched.removed(), path).toEqual([]);
      await expectShippedFontsOnly(page);
    }
    expect(watched.problems).toEqual([]);

    // A link followed inside the live page changes the page without loading another document.
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('banner').getByRole('link', { name: 'Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Courses' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('paint before they ask for their code', async ({ page }) => {
    for (const path of ['/', '/courses', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const [painted, asked] = await page.evaluate(() => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
      ]);
      expect(painted, path).toBeGreaterThan(0);
      expect(asked, path).toBeGreaterThan(painted ?? Infinity);
    }
  });

  test('what a reader types before the page comes alive is kept, and the form is sent only once it is alive', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Salwa', 'Early');
    const release = await holdFirstChunk(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    // Drawn by the server, Sign In waits for the page's code: pressed now, the browser would send the form itself.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(learner.email);
    await expect(page.getByLabel('Password')).toHaveValue(learner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(accountButton(page, 'Salwa Early')).toBeVisible();
    expect(page.url()).not.toContain('password');
  });

  test('a catalogue search typed before the page comes alive is run once it is', async ({ page }) => {
    const release = await holdFirstChunk(page);
    await page.goto('/courses', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('searchbox').fill('global profile');
    release();
    await expect(page.getByRole('heading', { name: /Search Results for:\s*global profile/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('global profile');
  });

  test('a search typed into the header before the page comes alive, sent after, opens its results', async ({ page }) => {
    const release = await holdFirstChunk(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('searchbox').fill('global profile');
    release();
    // Send Message waits for the page's code: once it can be pressed, the page is alive.
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search-results\?query=global(\+|%20)profile$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('global profile');
  });

  test('a signed-in reader gets the page drawn signed out, then their own header at once', async ({ page }) => {
    const learner = await verifiedNewcomer(page.request, 'Nour', 'Fathy');
    await page.goto('/login');
    await signIn(page, learner);
    await expect(accountButton(page, 'Nour Fathy')).toBeVisible();

    const drawn = await (await page.request.get('/courses')).text();
    expect(drawn).toContain('Discover Our Courses');
    expect(drawn).toContain('>Login</a>');
    expect(drawn).not.toContain('Account menu for');
    const watched = await watch(page);
    await page.goto('/courses');
    await expect(accountButton(page, 'Nour Fathy')).toBeVisible();
    expect(watched.problems).toEqual([]);
  });
});

test.describe("a signed-in reader's own pages, drawn for them", () => {
  /** The stand-in YouTube at the IFrame API's address, as the end-to-end run serves it (decision 060). */
  const serveFakeYouTube = (page: Page) =>
    Promise.all([
      page.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeYouTubeScript({ defaultDuration: 10 }) })),
      page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' })),
    ]);

  test('arrive with their own content, readable before any code runs, and come alive as they are', async ({ browser, page, baseURL }) => {
    const learner = await verifiedNewcomer(page.request, 'Hala', 'Mansour');
    const course = await courseTitled(page.request, 'Three Short Lessons');
    await signIn(page, learner);
    await expect(accountButton(page, 'Hala Mansour')).toBeVisible();
    // Enrolled as Enroll Now enrols in a free course.
    const enrolled = await page.request.post(`/api/payments/create/${course._id}`, { data: {}, headers: { Origin: new URL(page.url()).origin } });
    expect(enrolled.ok()).toBe(true);
    const lessons = `/course/${course._id}/lessons`;

    // Without JavaScript, with the learner's session: each page as the server sends it.
    const still = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
    const drawn = await still.newPage();
    await drawn.goto('/mycourses');
    await expect(drawn.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await expect(drawn.getByRole('article').getByRole('heading', { name: course.title })).toBeVisible();
    await expect(accountButton(drawn, 'Hala Mansour')).toBeVisible();
    await drawn.goto(lessons);
    await expect(drawn.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await drawn.goto('/certificates');
    await expect(drawn.getByRole('heading', { name: 'No Certificates Yet' })).toBeVisible();
    await drawn.goto('/ar/mycourses');
    await expect(drawn.getByRole('heading', { level: 1, name: 'دوراتي' })).toBeVisible();
    await expect(drawn.locator('html')).toHaveAttribute('dir', 'rtl');
    await still.close();

    // With it: nothing drawn again, no hydration error, and the page's first answers not asked for again.
    await serveFakeYouTube(page);
    const watched = await watch(page);
    const asked: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'fetch' && asked.push(new URL(request.url()).pathname)));
    for (const path of ['/mycourses', '/certificates', lessons]) {
      await page.goto(path);
      await expect(page.locator('#root[data-rendered-for="user"]'), path).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // The player takes its place once its script has come; everything else stays as the server drew it.
      if (path !== lessons) expect(await watched.removed(), path).toEqual([]);
    }
    await expect(page.getByRole('region', { name: 'Video player' }).getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(watched.problems).toEqual([]);
    expect(asked).not.toContain('/api/users/profile');
  });

  test("the admin's dashboard, drawn for the admin, comes alive as it is", async ({ page }) => {
    await signIn(page, { email: 'admin@manara.local', password: 'Manara#Admin1' });
    await expect(accountButton(page, 'Manara Admin')).toBeVisible();
    const watched = await watch(page);
    await page.goto('/admin/dashboard');
    await expect(page.locator('#root[data-rendered-for="admin"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await watched.removed()).toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});

test.describe('titles', () => {
  test('every page ends with one title, its own, whether the server drew it or not', async ({ page }) => {
    const pages = [
      { path: '/about', title: 'About Us · Manara' },
      { path: '/search-results?query=profile', title: 'Results · Manara' },
      { path: '/certificate/AbCdEfGhIjKlMnOpQrStUv', title: 'Certificate · Manara' },
      { path: '/no-such-page', title: 'Page Not Found · Manara' },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      expect(await page.locator('title').allTextContents(), path).toEqual([title]);
    }
  });
});
