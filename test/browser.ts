import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium by default; any Chromium via CHROMIUM_PATH. Nothing is downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export const browserConfig = {
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
};
