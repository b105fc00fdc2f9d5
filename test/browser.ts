import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.js';

/** A fresh object per project: Vitest names each project's instances in place. */
export const browserConfig = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
    },
  },
});
