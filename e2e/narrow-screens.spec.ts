import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { verifiedNewcomer } from './support/accounts';
import { catalogue } from './support/catalogue';

/*
 * No page is wider than the narrowest screen the site is made for (320 px), in English or in Arabic: a page
 * that is, scrolls sideways under the learner's thumb, and text past the edge is cut off. Every page of the
 * site is opened as the one it is for (a visitor, a learner, an admin) and measured once it has its data:
 * the document may not scroll sideways, and no visible element may reach past either edge of the screen
 * (which an `overflow: hidden` on the page would otherwise hide). The pages load side by side, a tab each.
 */

const SCREEN = { width: 320, height: 640 };
const admin = { email: 'admin@manara.local', password: 'Manara#Admin1' };

type Language = 'en' | 'ar';

async function contextIn(browser: Browser, baseURL: string, language: Language, signedInAs?: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: SCREEN, baseURL });
  // As the language switch leaves it: every address without a language then leads to the chosen one's.
  await context.addInitScript((locale) => localStorage.setItem('manara.locale', locale), language);
  if (signedInAs) {
    const signedIn = await context.request.post('/api/users/login', { data: signedInAs, headers: { Origin: baseURL } });
    expect(signedIn.ok(), `signing in ${signedInAs.email}`).toBe(true);
  }
  return context;
}

/** Every element drawn past the screen's edges, by a short description, and how wide the document scrolls. */
async function measure(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('main, h1').first(), `${path} shows its page`).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    /**
     * Whether the nearest box from `from` up that clips or scrolls sideways is itself on the screen: what it
     * holds is reached by scrolling it (a table's card) or is hidden on purpose (text only a screen reader reads).
     */
    const clippedOnScreen = (from: Element) => {
      for (let box: Element | null = from; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') {
          const clip = box.getBoundingClientRect();
          return clip.left >= -0.5 && clip.right <= width + 0.5;
        }
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' || element.closest('[aria-hidden="true"]')) continue;
      if (element.parentElement && clippedOnScreen(element.parentElement)) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}`;
        outside.push(label);
      }
    }
    // Text runs past its box's edge without the box doing so (a long word, a line that does not wrap).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const box of range.getClientRects()) {
        const parent = text.parentElement;
        if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && parent && !parent.closest('[aria-hidden="true"]') && !clippedOnScreen(parent)) {
          outside.push(`text "${(text.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}`);
          break;
        }
      }
    }
    // A telephone number is read (and dialled) as one: it never breaks across lines.
    for (const phone of document.querySelectorAll('a[href^="tel:"]')) {
      const range = document.createRange();
      range.selectNodeContents(phone);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
      if (lines.size > 1) outside.push(`telephone "${(phone.textContent ?? '').trim()}" on ${lines.size} lines`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 5) };
  });
  await page.close();
  return found;
}

for (const language of ['en', 'ar'] as const) {
  test(`every page fits a 320 px screen, in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const site = baseURL ?? '';
    const [course] = await catalogue(request);
    const courseId = course?._id ?? '';
    const learner = await verifiedNewcomer(request, 'Narrow', language === 'en' ? 'Screen' : 'Arabic');
    const byWhom = [
      {
        who: undefined,
        paths: [
          '/',
          '/about',
          '/services',
          '/contact',
          '/courses',
          `/CoursePage/${courseId}`,
          '/search-results?query=scholarship',
          '/login',
          '/signup',
          '/forget-password',
          '/reset-password?token=unknown',
          '/verify-email?token=unknown',
          '/certificate/unknown',
          '/no/such/page',
        ],
      },
      { who: learner, paths: ['/profile', '/mycourses', '/certificates', '/my-applications', `/course/${courseId}/lessons`, '/payment/result?paymentId=unknown'] },
      {
        who: admin,
        paths: ['/admin/dashboard', '/admin/users', '/admin/courses', '/admin/subscriptions', '/admin/refunds', '/admin/reports', '/admin/audit', '/admin/applications'],
      },
    ];
    const wider: Record<string, unknown> = {};
    for (const { who, paths } of byWhom) {
      const context = await contextIn(browser, site, language, who);
      const measured = await Promise.all(paths.map(async (path) => [path, await measure(context, path)] as const));
      await context.close();
      for (const [path, { scrollWidth, width, outside }] of measured) {
        if (scrollWidth > width || outside.length > 0) wider[path] = { scrollWidth, outside };
      }
    }
    expect(wider).toEqual({});
  });
}
