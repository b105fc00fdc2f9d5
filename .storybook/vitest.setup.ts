import { afterEach, beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { describeUnshipped, type TextInUnshippedFont } from '../test/platform-fonts';
import './test-page.css';

declare module 'vitest/browser' {
  interface BrowserCommands {
    textInUnshippedFonts: () => Promise<TextInUnshippedFont[]>;
    keyboardInput: () => Promise<void>;
  }
}

/**
 * Every file's stories start as after a key press, whatever a file before them in the same page did
 * (`:focus-visible`; decision 113). Most stories click and type with synthetic events, which leave it as it is.
 */
beforeAll(() => commands.keyboardInput());

/** Lazy images below the fold would never load; ask for every image now and wait for it. */
async function imagesReady() {
  const images = Array.from(document.images);
  for (const img of images) img.loading = 'eager';
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}

/**
 * Every story draws its text only in the fonts the project ships: a font of the machine's would make its
 * screenshot differ from one machine to the next (decision 062).
 */
async function expectShippedFontsOnly(storyName: string) {
  const found = await commands.textInUnshippedFonts();
  if (found.length > 0) throw new Error(`The story "${storyName}" draws text in fonts the project does not ship:\n${describeUnshipped(found)}`);
}

/**
 * Every story is also a visual test: after its play function, the rendered story, all of it,
 * is compared with the baseline committed beside the stories file.
 * `npm run screenshots:update` refreshes the baselines.
 * It uses the global `expect`: browser mode adds `expect.element` to it, not to the per-test one.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  const root = document.querySelector('#storybook-root') ?? document.body;
  // A story taller than the frame borrows the height for its screenshot, so all of it is compared.
  const frame = { width: window.innerWidth, height: window.innerHeight };
  const height = Math.ceil(root.getBoundingClientRect().height);
  if (height > frame.height) await page.viewport(frame.width, height);
  try {
    await document.fonts.ready;
    await imagesReady();
    window.scrollTo(0, 0);
    await expectShippedFontsOnly(task.name);
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name);
  } finally {
    if (height > frame.height) await page.viewport(frame.width, frame.height);
  }
});
