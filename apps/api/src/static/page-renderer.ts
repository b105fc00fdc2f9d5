import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_DATA_ID } from '@manara/api-client/paths';
import type { PageLanguage } from './page-meta';
import { replaceVerbatim, scriptSafeJson } from './verbatim';

/*
 * The public pages arrive as HTML with their content (docs/product/public-pages.md#pages-arrive-rendered,
 * decision 056): the site's server build (`apps/site/dist-server`, beside the browser's `dist`) draws a
 * page, and the page the browser gets carries that drawing, the answers it was drawn from, and links to
 * the page's own styles and code.
 */

/** What the site's server build answers for an address it renders (`apps/site/src/entry-server.tsx`). */
interface RenderedPage {
  head: string;
  html: string;
  data: Record<string, unknown>;
  module?: string;
}

type RenderPage = (url: string, locale: PageLanguage) => Promise<RenderedPage | undefined>;

interface ServerBuild {
  createPageRenderer(options: { fetchApi: (input: string, init?: RequestInit) => Response | Promise<Response> }): RenderPage;
}

/** An entry of Vite's build manifest (`.vite/manifest.json`), by source module. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Where the server build of the site whose browser build is `siteDir` lives. */
export const serverBuildDir = (siteDir: string) => path.join(path.dirname(siteDir), 'dist-server');

/** The browser build, as the server reads it once: its manifest, and every style sheet it names. */
export interface BrowserBuild {
  manifest: Manifest;
  /** Each style sheet's text, by its file (`assets/…css`). */
  styles: ReadonlyMap<string, string>;
}

/** Reads the manifest of the browser build in `siteDir` and the style sheets it names. */
async function readBrowserBuild(siteDir: string): Promise<BrowserBuild> {
  const manifest = JSON.parse(await readFile(path.join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  const styles = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(siteDir, file), 'utf8')] as const)));
  return { manifest, styles };
}

/**
 * The files `module` needs besides the first chunk's, which the page already has: its styles, and its
 * code and the chunks it imports, to fetch beside the first chunk rather than after it.
 */
function filesOf(manifest: Manifest, module: string): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[module]) throw new Error(`The site's build manifest has no ${module}.`);
  visit(module);
  return { styles: [...styles], scripts: [...scripts] };
}

/** A style sheet in the page itself; no text of ours can end the element early. */
const inlineStyle = (css: string) => `<style>${css.replace(/<\/style/gi, () => '<\\/style')}</style>`;

/** Where `index.html` names the Arabic text font, for a page that turns out to need it. */
const ARABIC_FONT = /<meta name="manara:arabic-font" content="([^"]+)">/;

/** Letters of the Arabic script, which only the Arabic text font has. */
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The build's first chunk, as `index.html` loads it. */
const FIRST_CHUNK = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;

/**
 * `html` (the built page, its tags already in) with `page` drawn inside `#root`, in `lang`. The styles the
 * drawing needs (the first chunk's, the page's own) are in the page, so it paints as its bytes arrive,
 * without waiting for another file. The page's code (the first chunk, then the page's own chunks) is named
 * in `<meta name="manara:code">` instead of loaded: `start.js` asks for it once the page has painted. A
 * drawing with Arabic text in it preloads the Arabic font beside the Latin one, so the text is rarely drawn
 * in a stand-in first (decision 057).
 */
export function withRenderedPage(html: string, page: RenderedPage, { build, lang }: { build: BrowserBuild; lang: PageLanguage }): string {
  const own = page.module === undefined ? { styles: [], scripts: [] } : filesOf(build.manifest, page.module);
  const first = FIRST_CHUNK.exec(html)?.[1];
  const code = [...(first === undefined ? [] : [first]), ...own.scripts].map((file) => `/${file}`);
  const head = [
    page.head,
    ...own.styles.map((file) => inlineStyle(build.styles.get(file) ?? '')),
    ...(first === undefined ? [] : [`<meta name="manara:code" content="${code.join(' ')}">`]),
  ];
  // The page's own title takes the place of the one for link previews (`og:title` keeps that).
  const titled = /<title>/.test(page.head) ? html.replace(/<title>[\s\S]*?<\/title>\s*/i, '') : html;
  const needsArabic = ARABIC_LETTER.test(page.html);
  // The drawing and its data hold course text: it goes in verbatim, never as a replacement string.
  const styled = titled
    .replace(ARABIC_FONT, (meta, href: string) => (needsArabic ? `${meta}\n    <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="">` : meta))
    .replace(FIRST_CHUNK, '')
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (link, file: string) => {
      const css = build.styles.get(file);
      return css === undefined ? link : inlineStyle(css);
    });
  const headed = replaceVerbatim(styled, /<\/head>/i, `${head.map((tag) => `  ${tag}\n`).join('')}</head>`);
  return replaceVerbatim(
    headed,
    /<div id="root"><\/div>/,
    `<div id="root" data-rendered-in="${lang}">${page.html}</div>\n    <script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(page.data)}</script>`,
  );
}

/**
 * Why a page was not drawn: another drawing was under way. Not a failure: the reader gets the plain page at
 * once, which the browser draws, and the next reader another try.
 */
export class DrawingUnderWay extends Error {
  constructor() {
    super('Another page is being drawn');
    this.name = 'DrawingUnderWay';
  }
}

/**
 * Renders the site's pages with its server build, when there is one; `undefined` for an address it does
 * not render, or when the site has no server build (the page is then the plain shell, as before). The
 * build is loaded once: a module cannot be loaded twice without its chunks being loaded twice too. A
 * build written later (a rebuild while the server runs) is not rendered with: its pages go out plain
 * until the server restarts, rather than drawn by the old build with the new build's files.
 *
 * One page is drawn at a time, on the main thread, and a drawing never waits behind another: asked while one
 * is under way, it rejects at once with `DrawingUnderWay` (docs/product/public-pages.md#pages-arrive-rendered).
 * Queued, a flood of addresses never drawn before would hold every other answer behind the queue.
 */
export function pageRenderer(siteDir: string, { fetchApi }: { fetchApi: (input: string, init?: RequestInit) => Response | Promise<Response> }) {
  const entry = path.join(serverBuildDir(siteDir), 'entry-server.js');
  let loaded: { modified: number; site: Promise<{ render: RenderPage; build: BrowserBuild }> } | undefined;

  const load = async () => {
    const modified = await stat(entry).then((info) => info.mtimeMs, () => undefined);
    if (modified === undefined) return undefined;
    loaded ??= {
      modified,
      site: (async () => {
        const server = (await import(pathToFileURL(entry).href)) as ServerBuild;
        return { render: server.createPageRenderer({ fetchApi }), build: await readBrowserBuild(siteDir) };
      })(),
    };
    return loaded.modified === modified ? loaded.site : undefined;
  };

  let drawing = false;
  return async (url: string, lang: PageLanguage): Promise<{ page: RenderedPage; build: BrowserBuild } | undefined> => {
    const site = await load();
    if (!site) return undefined;
    if (drawing) throw new DrawingUnderWay();
    drawing = true;
    try {
      const page = await site.render(url, lang);
      return page && { page, build: site.build };
    } finally {
      drawing = false;
    }
  };
}
