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

/** Draws a signed-in reader's page from the answers read for them, for their role (`createSignedInRenderer`). */
type DrawSignedIn = (url: string, locale: PageLanguage, first: { data: Record<string, unknown>; role: string; origin: string }) => Promise<{ head: string; html: string }>;

/** The API in this process, as the server build asks it. */
type FetchApi = (input: string, init?: RequestInit) => Response | Promise<Response>;

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
 * The files `modules` need besides the first chunk's, which the page already has: their styles, and their
 * code and the chunks it imports, to fetch beside the first chunk rather than after it.
 */
function filesOf(manifest: Manifest, modules: readonly string[]): { styles: string[]; scripts: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The site's build manifest has no ${module}.`);
    visit(module);
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** Text as an attribute's value between double quotes. */
const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A style sheet in the page itself; no text of ours can end the element early. */
const inlineStyle = (css: string) => `<style>${css.replace(/<\/style/gi, () => '<\\/style')}</style>`;

/** Where `index.html` names the Arabic text font, for a page that turns out to need it. */
const ARABIC_FONT = /<meta name="manara:arabic-font" content="([^"]+)">/;

/** Letters of the Arabic script, which only the Arabic text font has. */
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** The build's first chunk, as `index.html` loads it. */
const FIRST_CHUNK = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;

/**
 * The answers a page starts from, in a block that never runs (`<` escaped); `signedIn` marks them as read for this
 * reader a moment ago, so the site does not ask for them again at once (decision 107).
 */
const dataBlock = (data: Record<string, unknown>, { signedIn }: { signedIn: boolean }) =>
  `<script type="application/json" id="${SERVER_DATA_ID}"${signedIn ? ' data-signed-in=""' : ''}>${scriptSafeJson(data)}</script>`;

/** A page the server drew: what goes in its head and in `#root`, the answers it was drawn from, and its modules. */
export interface DrawnPage {
  head: string;
  html: string;
  data: Record<string, unknown>;
  modules: readonly string[];
}

/** A public page as the site's server build answers it, as the page it goes out as. */
const asDrawn = ({ module, ...page }: RenderedPage): DrawnPage => ({ ...page, modules: module === undefined ? [] : [module] });

/**
 * `html` (the built page, its tags already in) with `page` drawn inside `#root`, in `lang`, signed out or, with
 * `drawnFor`, for a signed-in reader of that role (its data then marked as read for them, decision 107). The styles the
 * drawing needs (the first chunk's, the page's own) are in the page, so it paints as its bytes arrive,
 * without waiting for another file. The page's code (the first chunk, then the page's own chunks) is named
 * in `<meta name="manara:code">` instead of loaded: `start.js` asks for it once the page has painted. A
 * drawing with Arabic text in it preloads the Arabic font beside the Latin one, so the text is rarely drawn
 * in a stand-in first (decision 057).
 */
export function withRenderedPage(html: string, page: DrawnPage, { build, lang, drawnFor }: { build: BrowserBuild; lang: PageLanguage; drawnFor?: string }): string {
  const own = filesOf(build.manifest, page.modules);
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
    `<div id="root" data-rendered-in="${lang}"${drawnFor === undefined ? '' : ` data-rendered-for="${escapeAttribute(drawnFor)}"`}>${page.html}</div>\n    ${dataBlock(page.data, { signedIn: drawnFor !== undefined })}`,
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

/** A signed-in page's first answers by SWR key, its modules, and the pictures at its top (`apps/site/src/firstReads.ts`). */
export interface FirstReads {
  data: Record<string, unknown>;
  /** The reader's role. Missing from a server build made before signed-in pages were drawn. */
  role?: string;
  modules: string[];
  /** Missing from a server build made before pictures were named. `largest`: the page's largest paint, asked for first. */
  pictures?: Array<{ address: string; largest: boolean }>;
}

/** The reader the first reads are made for: their `Cookie` header, and the site's origin. */
export interface Reader {
  cookie: string;
  origin: string;
}

type ReadFirst = (url: string, reader: Reader) => Promise<FirstReads | undefined>;

interface ServerBuild {
  createPageRenderer(options: { fetchApi: FetchApi }): RenderPage;
  /** Missing from a server build made before signed-in pages started with their data. */
  createFirstReads?(options: { fetchApi: FetchApi }): ReadFirst;
  /** Missing from a server build made before signed-in pages were drawn. */
  createSignedInRenderer?(): DrawSignedIn;
}

/** The site's server build as the server loaded it, and the browser build beside it. */
interface LoadedSite {
  render: RenderPage;
  readFirst: ReadFirst | undefined;
  drawSignedIn: DrawSignedIn | undefined;
  build: BrowserBuild;
}

/**
 * Loads the site's server build once, when there is one; `undefined` when the site has none (its pages then go
 * out plain, as before). A module cannot be loaded twice without its chunks being loaded twice too. A build
 * written later (a rebuild while the server runs) is not used: its pages go out plain until the server
 * restarts, rather than drawn by the old build with the new build's files.
 */
export function serverBuildLoader(siteDir: string, { fetchApi }: { fetchApi: FetchApi }) {
  const entry = path.join(serverBuildDir(siteDir), 'entry-server.js');
  let loaded: { modified: number; site: Promise<LoadedSite> } | undefined;
  return async (): Promise<LoadedSite | undefined> => {
    const modified = await stat(entry).then((info) => info.mtimeMs, () => undefined);
    if (modified === undefined) return undefined;
    loaded ??= {
      modified,
      site: (async () => {
        const server = (await import(pathToFileURL(entry).href)) as ServerBuild;
        return {
          render: server.createPageRenderer({ fetchApi }),
          readFirst: server.createFirstReads?.({ fetchApi }),
          drawSignedIn: server.createSignedInRenderer?.(),
          build: await readBrowserBuild(siteDir),
        };
      })(),
    };
    return loaded.modified === modified ? loaded.site : undefined;
  };
}

export type ServerBuildLoader = ReturnType<typeof serverBuildLoader>;

/**
 * Draws the site's pages with its server build: `draw` the public ones, the same for every reader; `drawSignedIn`
 * a signed-in reader's own, from what was read for them first (decision 111). `undefined` for an address the build
 * does not draw, or when the site has no server build (the page then goes out undrawn, as before).
 *
 * One page is drawn at a time, on the main thread, and a drawing never waits behind another: asked while one
 * is under way, it rejects at once with `DrawingUnderWay` (docs/product/public-pages.md#pages-arrive-rendered).
 * Queued, a flood of addresses never drawn before would hold every other answer behind the queue.
 */
export function pageRenderer(load: ServerBuildLoader) {
  let drawing = false;
  const alone = async <T>(task: () => Promise<T>): Promise<T> => {
    if (drawing) throw new DrawingUnderWay();
    drawing = true;
    try {
      return await task();
    } finally {
      drawing = false;
    }
  };
  return {
    draw: async (url: string, lang: PageLanguage): Promise<{ page: DrawnPage; build: BrowserBuild } | undefined> => {
      const site = await load();
      if (!site) return undefined;
      const page = await alone(() => site.render(url, lang));
      return page && { page: asDrawn(page), build: site.build };
    },
    drawSignedIn: async (url: string, lang: PageLanguage, first: FirstReads, origin: string): Promise<{ page: DrawnPage; role: string; build: BrowserBuild } | undefined> => {
      const site = await load();
      const { data, role, modules } = first;
      if (!site?.drawSignedIn || role === undefined) return undefined;
      const draw = site.drawSignedIn;
      const page = await alone(() => draw(url, lang, { data, role, origin }));
      return { page: { ...page, data, modules }, role, build: site.build };
    },
  };
}

/**
 * What the signed-in page at `url` reads first, read as `reader` (with their session) through the API in this process
 * (docs/product/overview.md#signed-in-pages-start-with-their-data); `undefined` for an address that is no
 * signed-in page, a reader without a valid session, or a site without a server build.
 */
export function firstReader(load: ServerBuildLoader) {
  return async (url: string, reader: Reader): Promise<{ first: FirstReads; build: BrowserBuild } | undefined> => {
    const site = await load();
    const first = await site?.readFirst?.(url, reader);
    return site && first && { first, build: site.build };
  };
}

/**
 * `html` (the built page, its tags already in) for a signed-in reader, with `first`: the answers in a data
 * block the site's code starts from, never run (`<` escaped), marked as read for this reader (the site does not
 * ask for them again at once), and in the head the page's own code and styles and
 * the pictures at its top, to load beside the first chunk rather than after it. The styles are preloaded, not
 * applied: the frame paints without waiting for them, and the page's code applies them before it draws. The page
 * is the reader's own: never kept.
 */
export function withFirstReads(html: string, first: FirstReads, { build }: { build: BrowserBuild }): string {
  const { scripts, styles } = filesOf(build.manifest, first.modules);
  const head = [
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...(first.pictures ?? []).map(
      ({ address, largest }) => `<link rel="preload" as="image"${largest ? ' fetchpriority="high"' : ''} href="${escapeAttribute(address)}">`,
    ),
  ];
  // The answers hold the reader's and courses' text: they go in verbatim, never as a replacement string.
  const headed = replaceVerbatim(html, /<\/head>/i, `${head.map((tag) => `  ${tag}\n`).join('')}</head>`);
  return replaceVerbatim(headed, /<div id="root"><\/div>/, `<div id="root"></div>\n    ${dataBlock(first.data, { signedIn: true })}`);
}
