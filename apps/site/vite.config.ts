import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type HtmlTagDescriptor, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The API (and the media it serves) during development; production serves both from one origin. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

/** Below this a compressed copy saves a few hundred bytes at most; the API compresses JSON from the same size. */
const COMPRESS_FROM_BYTES = 1024;

/** A build-only plugin that adds `tags` to index.html once the build's chunks and assets are known. */
function tagsFromBuild(name: string, tags: (bundle: NonNullable<IndexHtmlTransformContext['bundle']>) => HtmlTagDescriptor[]): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (_html, { bundle }) => tags(bundle ?? {}) },
  };
}

/**
 * Names the Arabic words' chunks in index.html (`<meta name="manara:arabic">`), so `public/start.js`
 * can preload them for a reader of Arabic while the first chunk loads (decision 037).
 */
function nameArabicChunks(): Plugin {
  return tagsFromBuild('manara:name-arabic-chunks', (bundle) => {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const arabic = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/arabic.ts'));
    if (!arabic) throw new Error('The build has no chunk for src/arabic.ts.');
    const first = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
    const files = [arabic.fileName, ...arabic.imports].filter((file) => !first.has(file));
    return [{ tag: 'meta', attrs: { name: 'manara:arabic', content: files.map((file) => `/${file}`).join(' ') }, injectTo: 'head-prepend' }];
  });
}

/**
 * Preloads the Latin text font from index.html. Without it the font is asked for only when the first chunk has
 * rendered text, and that text, laid out in the fallback font, moves when it arrives (a layout shift). The
 * Arabic font is named (`<meta name="manara:arabic-font">`) for whatever knows the page has Arabic text: the
 * server when it draws some, `public/start.js` for a reader of Arabic (decision 057).
 */
function preloadTextFont(): Plugin {
  return tagsFromBuild('manara:preload-text-font', (bundle) => {
    const font = (subset: string) => {
      const file = Object.values(bundle).find((output) => output.type === 'asset' && new RegExp(`^assets/cairo-${subset}-wght-normal-[\\w-]+\\.woff2$`).test(output.fileName));
      if (!file) throw new Error(`The build has no ${subset} Cairo font to preload.`);
      return `/${file.fileName}`;
    };
    return [
      { tag: 'link', attrs: { rel: 'preload', href: font('latin'), as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'manara:arabic-font', content: font('arabic') }, injectTo: 'head-prepend' },
    ];
  });
}

/**
 * React Router's package exports name only its development build, whose warnings then ship with the
 * site (remix-run/react-router#14102). The production build beside it is the same code with the
 * warnings off, about 0.5 KB gzip lighter: the site's build uses it.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'manara:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * swr takes `useSyncExternalStore` from `use-sync-external-store/shim`, a stand-in for the Reacts before 18 that
 * hands React's own on where there is one. The site's React has it: the site's build takes it from React itself,
 * and the stand-in's code (0.7 KB) stays out of the first chunk.
 */
function reactsOwnSyncExternalStore(): Plugin {
  const id = '\0manara:use-sync-external-store';
  return {
    name: 'manara:use-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : undefined),
    load: (loading) => (loading === id ? "export { useSyncExternalStore } from 'react';" : undefined),
  };
}

/**
 * `.br` and `.gz` beside each text file, at the highest levels, once per build: the API serves
 * whichever the browser accepts (decision 026). The originals stay for those that accept neither.
 */
const browserFilesCompressed = () =>
  compression({
    include: /\.(?:js|css|html|svg|json)$/,
    // Only scripts/size.mjs and the server read the manifest.
    exclude: /^\.vite\//,
    threshold: COMPRESS_FROM_BYTES,
    algorithms: ['brotliCompress', 'gzip'],
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    reactsOwnSyncExternalStore(),
    vanillaExtractPlugin(),
    // The server's build (`--ssr src/entry-server.tsx`, decision 056) needs none of what follows: the
    // browser's build writes the page, its styles and their compressed copies.
    ...(isSsrBuild ? [] : [nameArabicChunks(), preloadTextFont(), browserFilesCompressed()]),
  ],
  // In-repo packages are consumed from source, styles included. vanilla-extract evaluates
  // `.css.ts` files through a server-side Vite, so it needs the condition there too, or
  // `vars` from @manara/ui would come from its build with other variable names.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  build: isSsrBuild
    ? {}
    : {
    // scripts/size.mjs reads the manifest to weigh what /courses loads first, the server to link a page's files.
    manifest: true,
    // Everything the first page needs goes in one chunk, whatever the lazy pages share with it:
    // left to itself the bundler splits shared modules into extra common chunks that the first
    // page must load too, and where it draws those lines changes with each new page (decision 033).
    // The kit's layout primitives go there too: most pages are built of them, and a chunk of their own per
    // primitive would cost the first page three requests for a kilobyte (decision 067).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'app', test: /packages\/ui\/src\/(Stack|Inline|Grid|Surface|Page|PageHeader|Section)\// },
            // The small pieces the account's forms share (a field, the text and field rules, the account's calls) in
            // one chunk: apart, each was a file of a few hundred bytes for every form page to ask for.
            { name: 'forms', test: /packages\/(ui\/src\/TextField\/|api-client\/src\/(schemas\/(text|fields)|endpoints\/accounts)\.ts)/ },
            // The dialog, its Radix parts and the failure dialog built on it: one file, not three, for a page with a dialog.
            { name: 'dialog', test: /packages\/(ui\/src\/Dialog\/|features\/src\/shared\/feedback\/FailureDialog)/ },
          ],
        },
      },
    },
      },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
    },
  },
}));
