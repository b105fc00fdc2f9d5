import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.js';
import { textInUnshippedFontsCommand } from './font-command.js';
import { keyboardInputCommand } from './keyboard-command.js';

/** A fresh object per project: Vitest names each project's instances in place. */
export const browserConfig = () => ({
  enabled: true,
  headless: true,
  // The page hosting the test frame is large, so the frame (and a tall story's screenshot) is never scaled down.
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Reduced motion: transitions (toasts, dialogs) settle at once, so a screenshot never catches one halfway.
    contextOptions: { viewport: { width: 1280, height: 6000 }, reducedMotion: 'reduce' as const },
  }),
  viewport: { width: 1280, height: 800 },
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
  commands: { textInUnshippedFonts: textInUnshippedFontsCommand, keyboardInput: keyboardInputCommand },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Not one pixel may change. Pixelmatch's small colour threshold and its anti-aliasing
      // detection absorb sub-pixel smoothing, which varies between runs; anything else fails.
      comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 0 },
      // Two captures in a row must agree before comparing; on a busy machine a tall page takes a while.
      timeout: 20_000,
    },
  },
});
