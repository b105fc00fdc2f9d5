import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The API (and the media it serves) during development; production serves both from one origin. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // In-repo packages are consumed from source, styles included. vanilla-extract evaluates
  // `.css.ts` files through a server-side Vite, so it needs the condition there too, or
  // `vars` from @manara/ui would come from its build with other variable names.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  build: {
    // scripts/size.mjs reads the manifest to weigh what /courses loads first.
    manifest: true,
    // Everything the first page needs goes in one chunk, whatever the lazy pages share with it:
    // left to itself the bundler splits shared modules into extra common chunks that the first
    // page must load too, and where it draws those lines changes with each new page (decision 007).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
    },
  },
});
