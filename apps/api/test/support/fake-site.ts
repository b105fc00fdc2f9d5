import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="manara:arabic-font" content="/assets/cairo-arabic-1.woff2"><title>Manara test site</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

/** Whether `html` is the fake build's page, with the tags the server puts in for its address. */
export const isFakeSitePage = (html: string) => html.startsWith('<!doctype html><html lang=') && html.includes('<div id="root"></div>') && html.includes('<meta property="og:title"');
export const FAKE_ASSET = { path: '/assets/index-3f9a1c.js', body: 'console.log("hashed asset");' };
/** Small enough that the build writes no compressed twins of it. */
export const FAKE_ROOT_FILE = { path: '/favicon.svg', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

/** What the fake build's server half is: the source of its `entry-server.js`, and the browser build's manifest and files. */
export interface FakeServerBuild {
  entry: string;
  manifest: Record<string, unknown>;
  /** By path inside the build (`assets/index-1.css`). */
  files: Record<string, string>;
}

/**
 * A server half as the site's build makes one (`createPageRenderer`), drawing a little of what it is given:
 * the language, and the newest course, fetched through the API in the same process; `/about` draws its
 * heading in the page's language.
 */
export const FAKE_SERVER_BUILD: FakeServerBuild = {
  entry: `
    export function createPageRenderer({ fetchApi }) {
      return async (url, locale) => {
        const { pathname } = new URL(url, 'http://localhost');
        if (pathname === '/contact') throw new Error('drawing failed');
        if (pathname !== '/courses' && pathname !== '/about') return undefined;
        const answer = await (await fetchApi('/api/courses?page=1')).json();
        return {
          head: '<title>' + locale + ' title</title>',
          html: pathname === '/about' ? (locale === 'ar' ? '<h1>من نحن</h1>' : '<h1>About us</h1>') : '<h1>' + locale + ': ' + answer.data.courses[0].title + '</h1>',
          data: { courses: answer.data.courses.length, tricky: '</script><script>alert(1)</script>' },
          module: pathname === '/about' ? 'src/routes/about.tsx' : undefined,
        };
      };
    }`,
  manifest: {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/routes/about.tsx': { file: 'assets/about-1.js', imports: ['index.html', '_shared-1.js'], css: ['assets/about-1.css'] },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'], css: ['assets/shared-1.css'] },
  },
  files: {
    'assets/index-1.css': 'body{margin:0}',
    'assets/about-1.css': '.about{color:red}',
    'assets/shared-1.css': '.shared::after{content:"</style><script>"}',
  },
};

/**
 * A stand-in for a built site, in a temp folder (`dir`, as `apps/site/dist`). Like the real build, text files
 * have `.br` and `.gz` twins. With `serverBuild`, the site has a server half beside it too (`dist-server`).
 */
export async function createFakeSite({ serverBuild }: { serverBuild?: FakeServerBuild } = {}): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'manara-site-'));
  const dir = path.join(root, 'dist');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeWithTwins(path.join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeWithTwins(path.join(dir, FAKE_ASSET.path), FAKE_ASSET.body);
  await writeFile(path.join(dir, FAKE_ROOT_FILE.path), FAKE_ROOT_FILE.body);
  if (serverBuild) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(serverBuild.manifest));
    for (const [file, body] of Object.entries(serverBuild.files)) await writeFile(path.join(dir, file), body);
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), serverBuild.entry);
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

async function writeWithTwins(file: string, body: string) {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}
