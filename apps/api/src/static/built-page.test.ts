import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_PAGE_CHECK_MS, builtPage } from './site-routes';

describe('the built index.html', () => {
  let siteDir = '';
  afterEach(async () => {
    vi.useRealTimers();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('is read again when a new build writes it, within a second, and not looked at for every page', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    siteDir = await mkdtemp(path.join(tmpdir(), 'manara-built-page-'));
    const file = path.join(siteDir, 'index.html');
    const page = builtPage(siteDir);
    expect(await page()).toBeUndefined();

    await writeFile(file, '<p>first build</p>');
    expect(await page()).toBe('<p>first build</p>');
    await writeFile(file, '<p>second build</p>');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    // Taken as read for a moment…
    vi.advanceTimersByTime(BUILT_PAGE_CHECK_MS - 1);
    expect(await page()).toBe('<p>first build</p>');
    // …then looked at again.
    vi.advanceTimersByTime(1);
    expect(await page()).toBe('<p>second build</p>');
  });
});
