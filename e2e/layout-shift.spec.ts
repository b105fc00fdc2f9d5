import { expect, test } from '@playwright/test';
import { catalogue } from './support/catalogue';

/*
 * Nothing on screen moves while a public page loads, even when the server answers slowly: every call to the
 * API is held for a second and a half, as on a slow mobile connection, and Chromium's own layout-shift entries
 * are summed (the Cumulative Layout Shift of the load), on a phone's screen and a laptop's.
 */

declare global {
  interface Window {
    layoutShifts: Array<{ value: number; sources: string[] }>;
  }
}

const API_DELAY_MS = 1500;

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a laptop', width: 1280, height: 900 },
]) {
  test(`public pages do not shift while their data arrives late, on ${viewport.name}`, async ({ browser, request }) => {
    const [course] = await catalogue(request);
    const pages = ['/', '/about', '/services', '/contact', '/courses', `/CoursePage/${course?._id ?? ''}`, '/login', '/search-results?query=scholarship'];
    const context = await browser.newContext({ viewport });
    await context.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    });
    await context.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
          if (!entry.hadRecentInput) window.layoutShifts.push({ value: entry.value, sources: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifted: Record<string, unknown> = {};
    for (const path of pages) {
      const page = await context.newPage();
      await page.goto(path);
      // The held answers arrive and the page settles.
      await page.waitForTimeout(API_DELAY_MS + 1000);
      await expect(page.getByRole('main')).toBeVisible();
      const shifts = await page.evaluate(() => window.layoutShifts);
      if (shifts.length > 0) shifted[path] = shifts;
      await page.close();
    }
    await context.close();
    expect(shifted).toEqual({});
  });
}
