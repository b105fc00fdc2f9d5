import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/*
 * How the package is published (decision 093):
 * - One entry per component folder (`@manara/ui/CourseCard`) beside the root (`@manara/ui`), split so shared
 *   code lives once in a chunk; nothing at the top level of the output runs for effect, so `sideEffects`
 *   names CSS only and a bundler drops what an app does not import, from the root as from a subpath.
 * - Every `.css.ts` file becomes its own stylesheet under `dist/styles/`, imported by the JavaScript that uses
 *   it: a component's CSS travels with it, once, in the order its imports give.
 * - Every entry of the components starts with 'use client', so a React Server Component may import them; the
 *   chunks behind them need not (what a client module imports is client code), which spares Vite's bundler a
 *   warning per chunk. The server-safe entry (`@manara/ui/server`: the theme contract and pure helpers) is
 *   built apart, without it.
 * - The fonts are opt-in (`fonts.css`); `theme.css` is the tokens on `:root` and the reset; `styles.css` is both.
 */

const srcDir = path.resolve('src');
const distDir = path.resolve('dist');

/** Each component folder that the root index exports from. */
const components = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private' && entry.name !== 'theme')
  .filter((entry) => readdirSync(path.join(srcDir, entry.name)).includes('index.ts'))
  .map((entry) => entry.name);

/** Where the stylesheet of one `.css.ts` file goes: `src/CourseCard/CourseCard.css.ts` → `styles/CourseCard/CourseCard.css`. */
function stylesheetPath(fileName: string) {
  const relative = path.relative('src', fileName).replace(/\.css\.ts\.vanilla\.css$/, '.css');
  return `styles/${relative.split(path.sep).join('/')}`;
}

/**
 * Takes each vanilla-extract stylesheet out of the bundle: written to `dist/styles/…`, and imported there from
 * the output file that holds its module. All output files sit at the top of dist/, so one relative path holds.
 */
function stylesheetPerModule(): Plugin {
  return {
    name: 'stylesheet-per-module',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, async (args) => {
        const { source, fileName } = await getSourceFromVirtualCssFile(args.path);
        const target = stylesheetPath(fileName);
        writeCss(target, source);
        return { path: `./${target}`, external: true, sideEffects: true };
      });
    },
  };
}

function writeCss(target: string, source: string) {
  const file = path.join(distDir, target);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
}

const shared: Options = {
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  // `npm run build` empties dist/ first: the two builds below run at once.
  clean: false,
  // esbuild shakes the bundle itself; tsup's second pass through Rollup would drop the 'use client' banner.
  treeshake: false,
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [stylesheetPerModule(), vanillaExtractPlugin({ identifiers: 'short' })],
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', ...Object.fromEntries(components.map((name) => [name, `src/${name}/index.ts`])) },
    // The font faces the root index imports (for the repository's own apps) gather in dist/index.css: that is
    // fonts.css, with the font files copied beside it.
    loader: { '.woff2': 'file', '.woff': 'file' },
    esbuildOptions(options) {
      options.assetNames = 'fonts/[name]-[hash]';
    },
    async onSuccess() {
      finishStylesheets();
      markFactoriesPure();
      markClientEntries(['index', ...components]);
    },
  },
  {
    ...shared,
    entry: { server: 'src/server.ts' },
  },
]);

/** fonts.css from the root's gathered font faces; theme.css the tokens and the reset; styles.css both. */
function finishStylesheets() {
  const fonts = readFileSync(path.join(distDir, 'index.css'), 'utf8').replace(/\n\/\*# sourceMappingURL=.*\*\/\n?$/, '\n');
  rmSync(path.join(distDir, 'index.css'));
  rmSync(path.join(distDir, 'index.css.map'), { force: true });
  writeFileSync(path.join(distDir, 'fonts.css'), fonts);
  const theme = ['styles/theme/manara.css', 'styles/theme/reset.css']
    .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
    .join('\n');
  writeFileSync(path.join(distDir, 'theme.css'), theme);
  writeFileSync(path.join(distDir, 'styles.css'), `${fonts}\n${theme}`);
}

/** The factories a module calls at its top level, which have no effect of their own. */
const FACTORIES = ['forwardRef', 'createContext', 'createRuntimeFn', 'memo', 'tableFeatures'];

/**
 * esbuild keeps no `@__PURE__` mark on these calls, so an app's bundler would keep every component of a chunk
 * it loads, used or not: mark them in the output, under the names the output imports them by.
 */
function markFactoriesPure() {
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    const target = path.join(distDir, file);
    const code = readFileSync(target, 'utf8');
    const names = new Set(FACTORIES);
    for (const [, original, alias] of code.matchAll(/\b(\w+) as ([\w$]+)/g)) {
      if (original && alias && FACTORIES.includes(original)) names.add(alias);
    }
    const call = new RegExp(`^((?:var|let|const) [\\w$]+ = )(${[...names].map((name) => name.replace(/\$/g, '\\$')).join('|')})\\(`, 'gm');
    const marked = code.replace(call, '$1/* @__PURE__ */ $2(');
    if (marked !== code) writeFileSync(target, marked);
  }
}

/**
 * Puts 'use client' first in each entry. Added after the build: esbuild keeps a directive only in the file it
 * was written in, and a banner would reach every chunk too. The source map moves down the one line.
 */
function markClientEntries(entries: string[]) {
  for (const entry of entries) {
    const file = path.join(distDir, `${entry}.js`);
    writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
    const mapFile = `${file}.map`;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
    writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}
