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

/** What the fake server half's drawings cost, to stand in for the real build's. */
export interface FakeDrawingCost {
  /** How long each drawing holds the main thread, as React's rendering of a real page does. */
  busyMs?: number;
  /** Characters of filler each drawn page carries, as a real page's drawing and data weigh. */
  fillerChars?: number;
}

/**
 * A server half as the site's build makes one (`createPageRenderer`), drawing a little of what it is given,
 * its text escaped as React escapes it: the language, and the newest course, fetched through the API in the
 * same process (`/courses`); a course's title and description, and its tagline, lists and instructor in its
 * language as the course page draws them (`/CoursePage/{id}`); `/about` draws its
 * heading in the page's language; `/services` takes 300 ms; `/contact` fails. Each drawing is numbered in
 * its data (`drawing`), so a test can tell a kept page from a new drawing. Its first reads answer `/mycourses`
 * alone, as the site's do: the profile read with the reader's cookie, the page's module (`about`'s here) and pictures.
 * It draws a signed-in page as the reader's first name, role, the site's origin and the drawing's number, and fails
 * to for a reader named 'Undrawable'.
 */
export function fakeServerBuild({ busyMs = 0, fillerChars = 0 }: FakeDrawingCost = {}): FakeServerBuild {
  return {
    entry: `
    const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]);
    const filler = '<p>filler</p>'.repeat(Math.ceil(${fillerChars} / 13));
    let drawings = 0;
    export function createPageRenderer({ fetchApi }) {
      return async (url, locale) => {
        // The page's English address, as the site reads it: the language is the ar segment in front, if any.
        const pathname = new URL(url, 'http://localhost').pathname.replace(new RegExp('^/ar(?=/|$)', 'i'), '') || '/';
        if (pathname === '/contact') throw new Error('drawing failed');
        const course = pathname.startsWith('/CoursePage/') ? pathname.slice('/CoursePage/'.length) : undefined;
        if (pathname !== '/courses' && pathname !== '/about' && pathname !== '/services' && course === undefined) return undefined;
        const until = performance.now() + ${busyMs};
        while (performance.now() < until);
        const drawing = ++drawings;
        if (pathname === '/services') {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { head: '', html: '<h1>Services</h1>', data: { drawing } };
        }
        if (course !== undefined) {
          const answer = await (await fetchApi('/api/courses/' + course)).json();
          const { title, description, tagline, learningPoints, targetAudience, instructor, language } = answer.data.course;
          // As the course page draws its own text: marked with the course's language (decision 079).
          const lang = language === 'ar' ? ' lang="ar" dir="rtl"' : language === 'en' ? ' lang="en" dir="ltr"' : '';
          const list = (name, points) => (points && points.length > 0 ? '<ul class="' + name + '"' + lang + '>' + points.map((point) => '<li>' + escape(point) + '</li>').join('') + '</ul>' : '');
          const teacher = instructor
            ? '<section class="instructor"><img src="' + escape(instructor.profilePicture ?? '') + '" alt=""><div' + lang + '><p>' + escape(instructor.name) + '</p><p>' + escape(instructor.title ?? '') + '</p><p>' + escape(instructor.bio ?? '') + '</p></div></section>'
            : '';
          return {
            head: '<title>' + escape(title) + '</title>',
            html:
              '<h1>' + escape(title) + '</h1><p>' + escape(description) + '</p>' +
              (tagline ? '<p class="tagline"' + lang + '>' + escape(tagline) + '</p>' : '') +
              list('learn', learningPoints) + list('audience', targetAudience) + teacher,
            data: { course: { title, description }, drawing },
          };
        }
        const answer = await (await fetchApi('/api/courses?page=1')).json();
        const titles = answer.data.courses.map((listed) => listed.title);
        return {
          head: '<title>' + locale + ' title</title>',
          html: (pathname === '/about' ? (locale === 'ar' ? '<h1>من نحن</h1>' : '<h1>About us</h1>') : '<h1>' + locale + ': ' + escape(titles[0]) + '</h1>') + filler,
          data: { courses: titles, tricky: '</script><script>alert(1)</script>', drawing },
          module: pathname === '/about' ? 'src/routes/about.tsx' : undefined,
        };
      };
    }
    export function createSignedInRenderer() {
      return async (url, locale, { data, role, origin }) => {
        const user = data['/users/profile'];
        if (user.firstName === 'Undrawable') throw new Error('signed-in drawing failed');
        const drawing = ++drawings;
        return { head: '<title>' + locale + ' my courses</title>', html: '<h1>' + escape(user.firstName) + ', ' + role + ', ' + escape(origin) + ', ' + drawing + '</h1>' };
      };
    }
    export function createFirstReads({ fetchApi }) {
      return async (url, { cookie }) => {
        const pathname = new URL(url, 'http://localhost').pathname.replace(new RegExp('^/ar(?=/|$)', 'i'), '') || '/';
        if (pathname !== '/mycourses') return undefined;
        const answer = await fetchApi('/api/users/profile', { headers: { Accept: 'application/json', Cookie: cookie } });
        if (!answer.ok) return undefined;
        const { user } = (await answer.json()).data;
        return {
          data: { '/users/profile': user, tricky: '</script><script>alert(1)</script>' },
          role: user.role,
          modules: ['src/routes/about.tsx'],
          pictures: [
            { address: '/media/covers/first.webp', largest: true },
            { address: '/media/covers/"quoted".webp?a=1&b=2', largest: false },
          ],
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
}

/** The fake server half, drawing at once. */
export const FAKE_SERVER_BUILD = fakeServerBuild();

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
