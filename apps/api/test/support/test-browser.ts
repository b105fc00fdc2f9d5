import type { AccountsApi } from './accounts-api';
import { PUBLIC_URL } from './accounts-api';

interface StoredCookie {
  host: string;
  path: string;
  name: string;
  value: string;
}

/** Just enough of a browser's cookie store: host-only cookies, path matching, deletion by `Max-Age=0` or a past `Expires`. */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(url: URL, setCookieHeaders: string[]) {
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      this.cookies = this.cookies.filter((cookie) => !(cookie.host === url.host && cookie.path === path && cookie.name === name));
      if (!gone) this.cookies.push({ host: url.host, path, name, value });
    }
  }

  headerFor(url: URL): string {
    return this.cookies
      .filter((cookie) => cookie.host === url.host && (url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  get(host: string, name: string) {
    return this.cookies.find((cookie) => cookie.host === host && cookie.name === name);
  }

  put(cookie: StoredCookie) {
    this.cookies = [...this.cookies.filter((c) => !(c.host === cookie.host && c.path === cookie.path && c.name === cookie.name)), cookie];
  }

  delete(host: string, name: string) {
    this.cookies = this.cookies.filter((cookie) => !(cookie.host === host && cookie.name === name));
  }
}

const site = new URL(PUBLIC_URL);
const isSite = (url: URL) => url.origin === site.origin;
/** The site's page that finishes a Google sign-in; the browser stops there (the test reads its query). */
export const isSiteLanding = (url: URL) => isSite(url) && url.pathname === '/auth/google';

/**
 * A browser for redirect flows across the app and a real server: requests to `PUBLIC_URL` go to the
 * app in memory, others over HTTP; redirects are followed by hand, cookies kept per host and path.
 */
export function testBrowser(api: AccountsApi) {
  const jar = new CookieJar();

  async function request(url: URL, init: { method?: string; form?: URLSearchParams; headers?: Record<string, string> } = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'text/html', ...init.headers };
    const cookie = jar.headerFor(url);
    if (cookie) headers.Cookie = cookie;
    let response: Response;
    if (isSite(url)) {
      response = await api.send(method, `${url.pathname}${url.search}`, { headers });
    } else {
      if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      response = await fetch(url, { method, headers, redirect: 'manual', ...(init.form ? { body: init.form.toString() } : {}) });
    }
    jar.store(url, response.headers.getSetCookie());
    return response;
  }

  /** Requests `url` and follows redirects until a page answers, or until `stopAt` says to stop (without requesting that URL). */
  async function visit(
    start: URL | string,
    { stopAt = isSiteLanding, ...init }: { stopAt?: (url: URL) => boolean; method?: string; form?: URLSearchParams; headers?: Record<string, string> } = {},
  ): Promise<{ url: URL; response?: Response }> {
    let url = new URL(start, PUBLIC_URL);
    let response = await request(url, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url, response };
      // The body of a redirect is never read; free it.
      await response.body?.cancel();
      url = new URL(location, url);
      if (stopAt(url)) return { url };
      response = await request(url);
    }
    throw new Error(`Too many redirects, last at ${url.href}`);
  }

  return { visit, request, jar };
}

export type TestBrowser = ReturnType<typeof testBrowser>;
