import { AUTH_COOKIE, ROLE_COOKIE } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { FAKE_SERVER_BUILD as serverBuild } from './support/fake-site';

/** The page's data block, read back; null when it has none. */
const data = (html: string) => JSON.parse(/<script type="application\/json" id="manara-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
const cookies = (token: string, role = 'user') => `${AUTH_COOKIE}=${encodeURIComponent(token)}; ${ROLE_COOKIE}=${role}`;

describe.each(testDrivers())('signed-in pages start with their data on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, fakeSite: { serverBuild } });
  const page = async (path: string, cookie?: string) => {
    const response = await api.send('GET', path, cookie === undefined ? {} : { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
  };

  it("carries the reader's own answers, read with their session, and is kept by nobody", async () => {
    const learner = await signedUpUser(api, { firstName: 'Amal' });
    const other = await signedUpUser(api, { firstName: 'Badr' });
    const { html, cacheControl } = await page('/mycourses', cookies(learner.token));
    expect(cacheControl).toBe('no-store');
    expect(data(html)).toEqual({
      '/users/profile': expect.objectContaining({ email: learner.email, firstName: 'Amal' }),
      tricky: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain(other.email);
    // The data cannot end its block.
    expect(html).not.toContain('</script><script>alert(1)');
    // Marked as read for this reader, so the site does not ask for it all again at once.
    expect(html).toContain('<script type="application/json" id="manara-data" data-signed-in="">');
    // The other learner gets theirs, in their own page.
    expect(data((await page('/ar/mycourses', cookies(other.token))).html)).toEqual(expect.objectContaining({ '/users/profile': expect.objectContaining({ email: other.email }) }));
    expect(api.unexpectedErrors).toEqual([]);
  });

  it('arrives drawn for its reader, from their answers, in their language, with its styles in the page and its code named', async () => {
    const learner = await signedUpUser(api, { firstName: 'Amal' });
    const { html, cacheControl } = await page('/mycourses', cookies(learner.token));
    expect(cacheControl).toBe('no-store');
    expect(html).toMatch(new RegExp(`<div id="root" data-rendered-in="en" data-rendered-for="user"><h1>Amal, user, ${PUBLIC_URL}, \\d+</h1></div>`));
    expect(html).toContain('<title>en my courses</title>');
    // Painted from the page alone: its styles are in it, and its code (the site's cache among it) is asked for once it has painted.
    expect(html).toContain('<style>.about{color:red}</style>');
    expect(html).toContain('<meta name="manara:code" content="/assets/index-1.js /assets/about-1.js /assets/shared-1.js">');
    expect(html).not.toContain('<script type="module"');
    const arabic = await page('/ar/mycourses', cookies(learner.token));
    expect(arabic.html).toContain('<div id="root" data-rendered-in="ar" data-rendered-for="user"><h1>Amal');
    // Drawn afresh for every visit: never kept, as the reader's answers may change at any moment.
    const drawing = (text: string) => Number(/, (\d+)<\/h1>/.exec(text)?.[1]);
    expect(drawing((await page('/mycourses', cookies(learner.token))).html)).toBeGreaterThan(drawing(html));
    expect(api.unexpectedErrors).toEqual([]);
  });

  it("goes out with its answers alone, at once, while another page is being drawn, or when its drawing fails (reported)", async () => {
    const learner = await signedUpUser(api, { firstName: 'Amal' });
    // `/services` takes 300 ms to draw.
    const slow = api.send('GET', '/services');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await page('/mycourses', cookies(learner.token));
    expect(meanwhile.html).toContain('<div id="root"></div>');
    expect(data(meanwhile.html)).toEqual(expect.objectContaining({ '/users/profile': expect.objectContaining({ firstName: 'Amal' }) }));
    await slow;
    expect(api.unexpectedErrors).toEqual([]);

    const undrawable = await signedUpUser(api, { firstName: 'Undrawable' });
    const failed = await page('/mycourses', cookies(undrawable.token));
    expect(failed.html).toContain('<div id="root"></div>');
    expect(data(failed.html)).toEqual(expect.objectContaining({ '/users/profile': expect.objectContaining({ firstName: 'Undrawable' }) }));
    expect(api.unexpectedErrors).toEqual([expect.objectContaining({ message: 'signed-in drawing failed' })]);
    api.unexpectedErrors.length = 0;
  });

  it("undrawn, names the page's own code, styles and first pictures in its head, to load beside the first chunk", async () => {
    const learner = await signedUpUser(api, { firstName: 'Undrawable' });
    const { html } = await page('/mycourses', cookies(learner.token));
    api.unexpectedErrors.length = 0;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/about-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    ]);
    // The page's own styles load early without holding the frame's first paint; its code applies them.
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index-1.css">']);
    expect(head.match(/<link rel="preload" as="style"[^>]*>/g)).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/about-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/shared-1.css">',
    ]);
    expect(head.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/media/covers/first.webp">',
      // Another picture loads early too, but not before the page's code.
      '<link rel="preload" as="image" href="/media/covers/&#34;quoted&#34;.webp?a=1&#38;b=2">',
    ]);
  });

  it.each([
    ['no cookie at all', () => undefined],
    ['the hint without a session', () => `${ROLE_COOKIE}=user`],
    ['a session the server never signed', () => cookies('not-a-token')],
  ])('sends the page as before for %s', async (_case, cookie) => {
    const { html, cacheControl } = await page('/mycourses', cookie());
    expect(data(html)).toBeNull();
    expect(html).not.toContain('modulepreload');
    expect(cacheControl).toBe('no-cache');
  });

  it('sends the page as before once the session has ended', async () => {
    const learner = await signedUpUser(api);
    expect((await api.send('POST', '/api/users/logout', { token: learner.token })).status).toBe(200);
    const { html, cacheControl } = await page('/mycourses', cookies(learner.token));
    expect(data(html)).toBeNull();
    expect(html).not.toContain(learner.email);
    expect(cacheControl).toBe('no-cache');
  });

  it('sends a page without first reads as before to a signed-in reader', async () => {
    const learner = await signedUpUser(api);
    const { html } = await page('/profile', cookies(learner.token));
    expect(data(html)).toBeNull();
    expect(html).not.toContain(learner.email);
  });
});
