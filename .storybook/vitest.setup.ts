import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import './test-page.css';

/**
 * Every story is also a visual test: after its play function, the rendered story is
 * compared with the baseline committed beside the stories file. `npm run screenshots:update`
 * refreshes the baselines.
 */
// The global `expect`: browser mode adds `expect.element` to it, not to the per-test one.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
  );
  const root = document.querySelector('#storybook-root') ?? document.body;
  const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
});
