import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueCache } from '../src/courses/catalogue-cache';
import { courses } from '../src/db/schema';
import { testDrivers } from './support/drivers';
import { FAKE_SERVER_BUILD as serverBuild } from './support/fake-site';
import { useSeededApi } from './support/seeded-api';

const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>/.exec(html);
const data = (html: string) => JSON.parse(/<script type="application\/json" id="manara-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

describe.each(testDrivers())('pages rendered on the server on $name', (driver) => {
  const api = useSeededApi(driver, { serverBuild });
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.request(path, { headers });
    expect(response.status).toBe(200);
    return { html: await response.text(), vary: response.headers.get('vary') ?? '' };
  };

  it('draws a page inside #root, with its data fetched through the API, its title, and what it was drawn from', async () => {
    const listed = (await (await api.request('/api/courses?page=1')).json()) as { data: { courses: Array<{ title: string }> } };
    const { html, vary } = await page('/courses');
    expect(root(html)?.[1]).toBe(' data-rendered-in="en"');
    expect(root(html)?.[2]).toBe(`<h1>en: ${listed.data.courses[0]?.title ?? 'no course'}</h1>`);
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>en title</title>']);
    // The page's data cannot close its script: a `<` goes escaped, and reads back the same.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(data(html)).toEqual({ courses: listed.data.courses.map((course) => course.title), tricky: '</script><script>alert(1)</script>', drawing: expect.any(Number) });
    expect(vary).toBe('Accept-Encoding');
    expect(api.unexpectedErrors).toEqual([]);
  });

  it("draws in the address's language, whatever the browser prefers or the reader chose", async () => {
    const arabic = await page('/ar/courses', { 'Accept-Language': 'en', Cookie: 'manara_locale=en' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(root(arabic.html)?.[1]).toBe(' data-rendered-in="ar"');

    const english = await page('/courses', { 'Accept-Language': 'ar-EG', Cookie: 'manara_locale=ar' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(root(english.html)?.[1]).toBe(' data-rendered-in="en"');
  });

  it("puts the first chunk's and the page's own styles in the page, and names its code for after the first paint", async () => {
    const { html } = await page('/about');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<style>[\s\S]*?<\/style>/g)).toEqual([
      '<style>body{margin:0}</style>',
      '<style>.about{color:red}</style>',
      '<style>.shared::after{content:"<\\/style><script>"}</style>',
    ]);
    expect(head).not.toContain('rel="stylesheet"');
    // The code is named, not loaded: the page's start script asks for it once the page has painted.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<meta name="manara:code" content="/assets/index-1.js /assets/about-1.js /assets/shared-1.js">');
  });

  it('preloads the Arabic font for a drawing with Arabic text in it, and only then', async () => {
    const preload = '<link rel="preload" href="/assets/cairo-arabic-1.woff2" as="font" type="font/woff2" crossorigin="">';
    expect((await page('/ar/about')).html).toContain(preload);
    expect((await page('/about')).html).not.toContain(preload);
  });

  it('sends the plain page for an address the site does not draw on the server', async () => {
    const { html } = await page('/mycourses');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('manara-data');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('sends the plain page when drawing fails, and reports why', async () => {
    const { html } = await page('/contact');
    expect(html).toContain('<div id="root"></div>');
    expect(api.unexpectedErrors).toEqual([expect.objectContaining({ message: 'drawing failed' })]);
    api.unexpectedErrors.length = 0;
  });
});

describe.each(testDrivers())('pages rendered on the server, kept with the catalogue in memory, on $name', (driver) => {
  const catalogue = catalogueCache();
  const api = useSeededApi(driver, { serverBuild, catalogue });
  const heading = async (path: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>/.exec(await (await api.request(path)).text())?.[1];

  it('draws a page once until the catalogue changes, apart for each language', async () => {
    const listed = (await (await api.request('/api/courses?page=1')).json()) as { data: { courses: Array<{ _id: string; title: string }> } };
    const newest = listed.data.courses[0];
    if (!newest) throw new Error('The catalogue is empty');
    expect(await heading('/courses')).toBe(`<h1>en: ${newest.title}</h1>`);

    // Changed behind the cache's back (no admin write, no notification): the page kept is the one sent.
    await api.db.update(courses).set({ title: 'Retitled in the database' }).where(eq(courses.id, newest._id));
    expect(await heading('/courses')).toBe(`<h1>en: ${newest.title}</h1>`);
    // Another language is another page, drawn from the answers kept in memory too.
    expect(await heading('/ar/courses')).toBe(`<h1>ar: ${newest.title}</h1>`);

    // What an admin write or the database's notification does: the next reader gets the change.
    catalogue.invalidate();
    expect(await heading('/courses')).toBe('<h1>en: Retitled in the database</h1>');
    await api.db.update(courses).set({ title: newest.title }).where(eq(courses.id, newest._id));
    catalogue.invalidate();
  });

  it('compresses a page once for the browsers that take Brotli or gzip, and answers one that holds it with a 304', async () => {
    const ask = (lang: 'en' | 'ar', etag = '', encodings = 'gzip') => api.request(lang === 'ar' ? '/ar/about' : '/about', { headers: { 'Accept-Encoding': encodings, 'If-None-Match': etag } });
    const brotli = await ask('en', '', 'gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain('<h1>About us</h1>');
    const first = await ask('en');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('<h1>About us</h1>');
    const etag = first.headers.get('etag') ?? '';
    // One page, one tag, however it is compressed.
    expect(brotli.headers.get('etag')).toBe(etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ask('en', etag);
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    // The Arabic page is another page, whatever the browser holds of the English one.
    expect((await ask('ar', etag)).status).toBe(200);
  });

  it('keeps one page for an address whatever its query string, and never draws for a query string', async () => {
    catalogue.invalidate();
    const drawingOf = async (path: string) => (data(await (await api.request(path)).text()) as { drawing?: number } | null)?.drawing;
    const drawn = await drawingOf('/courses');
    expect(drawn).toEqual(expect.any(Number));
    for (const query of ['?utm=1', '?utm=2&ref=%3Cscript%3E', '?', '?page=2'])
      expect(await drawingOf(`/courses${query}`), query).toBe(drawn);
    // Drawn for the address alone: the page drawn first for a query string is the address's page.
    catalogue.invalidate();
    const first = await drawingOf('/about?utm=first');
    expect(await drawingOf('/about')).toBe(first);
  });

  it('sends the plain page at once, rather than wait, while another page is being drawn; the next reader gets it drawn', async () => {
    catalogue.invalidate();
    // `/services` takes 300 ms to draw.
    const slow = api.request('/services');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const meanwhile = await (await api.request('/about')).text();
    expect(performance.now() - started).toBeLessThan(150);
    expect(meanwhile).toContain('<div id="root"></div>');
    expect(meanwhile).not.toContain('manara-data');
    expect(await (await slow).text()).toContain('<h1>Services</h1>');
    // The plain page was not kept in the drawing's place.
    expect(await (await api.request('/about')).text()).toContain('<h1>About us</h1>');
    expect(api.unexpectedErrors).toEqual([]);
  });

  it('does not keep a drawing that failed: each reader gets the plain page, and each failure is reported', async () => {
    for (let reader = 0; reader < 2; reader++) expect(await (await api.request('/contact')).text()).toContain('<div id="root"></div>');
    expect(api.unexpectedErrors).toEqual([expect.objectContaining({ message: 'drawing failed' }), expect.objectContaining({ message: 'drawing failed' })]);
    api.unexpectedErrors.length = 0;
  });
});
