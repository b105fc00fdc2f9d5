import { AUTH_COOKIE, ROLE_COOKIE } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { signedUpUser, useAccountsApi } from './support/accounts-api';
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
    // The data cannot end its block, and the page is still the site's, not drawn.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<div id="root"></div>');
    // Marked as read for this reader, so the site does not ask for it all again at once.
    expect(html).toContain('<script type="application/json" id="manara-data" data-signed-in="">');
    // The other learner gets theirs, in their own page.
    expect(data((await page('/ar/mycourses', cookies(other.token))).html)).toEqual(expect.objectContaining({ '/users/profile': expect.objectContaining({ email: other.email }) }));
    expect(api.unexpectedErrors).toEqual([]);
  });

  it("names the page's own code, styles and first pictures in its head, to load beside the first chunk", async () => {
    const learner = await signedUpUser(api);
    const { html } = await page('/mycourses', cookies(learner.token));
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
