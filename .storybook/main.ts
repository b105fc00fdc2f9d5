import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The kit's written pages first (Getting started, Theming, …), then every component's and screen's stories.
  stories: ['../packages/ui/docs/**/*.mdx', '../packages/ui/src/**/*.stories.tsx', '../packages/features/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // vanilla-extract evaluates `.css.ts` in a server-side Vite; it needs the condition too.
      environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
    }),
};

export default config;
