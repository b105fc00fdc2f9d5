import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { browserConfig } from './test/browser.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * How long a browser test may wait, for what it expects to appear and in all (decision 112). On a slow two-core
 * machine running both browser projects at once, a screen's code and answers come seconds later than on a quick
 * one, and a story with many steps takes more than the 15 s Vitest gives by default. A passing test waits no longer
 * for these: only one that fails is told later.
 */
const slowMachineWaits = { testTimeout: 30_000, expect: { poll: { timeout: 10_000 } } };

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in a server-side Vite: without the condition there,
  // `vars` imported from @manara/ui would come from its build, with other variable names.
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  // Known up front, so the browser projects never re-optimise (and reload) in the middle of a run.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@nanostores/i18n',
      '@nanostores/react',
      'nanostores',
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'swr',
      'swr/mutation',
      'uqr',
      'uplot',
      '@tanstack/react-table',
      'jsqr',
      'valibot',
      'msw',
      'msw/browser',
      'axe-core',
      'vitest-browser-react',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/api-client/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/site/src/**/*.test.ts', 'packages/ui/src/**/*.test.ts'],
          setupFiles: ['test/fail-on-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['test/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Every file opens its own databases and ports: two at a time use both cores (about 250 s down to 185 s here).
          maxWorkers: 2,
          // Files share a worker's modules, one after another: each builds its own app, databases and ports
          // from factories, so nothing a file holds outlives it, and the API is loaded once a worker instead of
          // once a file (about 300 s down to 240 s here; decision 101).
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'browser',
          include: ['packages/ui/src/**/*.test.tsx', 'packages/ui/docs/**/*.test.tsx', 'packages/features/src/**/*.test.tsx', 'apps/site/src/**/*.test.tsx'],
          setupFiles: ['test/fail-on-console.ts', 'test/browser-setup.ts'],
          browser: browserConfig(),
          ...slowMachineWaits,
          // Two files at a time, each in its own page: Chromium draws one while Node compares the other's
          // screenshots (Vitest's default on 2 cores is one). Decision 062.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['test/fail-on-console.ts', '.storybook/vitest.setup.ts'],
          browser: browserConfig(),
          ...slowMachineWaits,
          maxWorkers: 2,
          // Story files share their page's modules, one file after another: each story sets up what it reads
          // (handlers, session, language, storage) and the portable-stories runner cleans up after it, so no
          // file needs a fresh page, and loading React and the kit once a page instead of once a file saves
          // about a fifth of the run (decision 092).
          isolate: false,
        },
      },
    ],
  },
});
