import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API (and the media it serves) during development; production serves both from one origin. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/** Below this a compressed copy saves a few hundred bytes at most; the API compresses JSON from the same size. */
const COMPRESS_FROM_BYTES = 1024;

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // `.br` and `.gz` beside each text file, at the highest levels, once per build: the API serves
    // whichever the browser accepts (decision 026). The originals stay for those that accept neither.
    compression({
      include: /\.(?:js|css|html|svg|json)$/,
      // Only scripts/size.mjs reads the manifest.
      exclude: /^\.vite\//,
      threshold: COMPRESS_FROM_BYTES,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
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
    // page must load too, and where it draws those lines changes with each new page (decision 033).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
    },
  },
});
