import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_COOKIE,
  clearSessionCookies,
  readSessionCookies,
  REMEMBERED_SESSION_SECONDS,
  ROLE_COOKIE,
  setSessionCookies,
  subscribeToSession,
  type CookieJar,
} from './client';

/**
 * A cookie jar that behaves like `document.cookie` for names and values (a write sets one cookie,
 * `Max-Age=0` removes it) and remembers every line written, attributes included.
 */
function fakeJar() {
  const store = new Map<string, string>();
  const written: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...store].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) store.delete(name);
      else store.set(name, value);
    },
  };
  return { jar, written };
}

const attributesOf = (line: string | undefined) => new Set(line?.split('; ').slice(1));

describe('session cookies (decision 006)', () => {
  it('a remembered session lasts 7 days, secure, strict same-site, on the whole site', () => {
    const { jar, written } = fakeJar();
    setSessionCookies({ token: 'a.b.c', role: 'admin', remember: true }, jar);
    expect(written.map((line) => line.split(';')[0])).toEqual([`${AUTH_COOKIE}=a.b.c`, `${ROLE_COOKIE}=admin`]);
    expect(REMEMBERED_SESSION_SECONDS).toBe(604_800);
    for (const line of written) {
      expect(attributesOf(line)).toEqual(new Set(['Path=/', 'SameSite=Strict', 'Secure', 'Max-Age=604800']));
    }
    expect(readSessionCookies(jar)).toEqual({ token: 'a.b.c', role: 'admin' });
  });

  it('without remember me, the cookies end with the browser session: no lifetime at all', () => {
    const { jar, written } = fakeJar();
    setSessionCookies({ token: 't', role: 'user', remember: false }, jar);
    for (const line of written) {
      expect(attributesOf(line)).toEqual(new Set(['Path=/', 'SameSite=Strict', 'Secure']));
      expect(line).not.toMatch(/Max-Age|Expires/i);
    }
  });

  it('encodes what it stores and decodes what it reads', () => {
    const { jar } = fakeJar();
    setSessionCookies({ token: 'a=b;c', role: 'user', remember: false }, jar);
    expect(jar.cookie).not.toContain('a=b;c');
    expect(readSessionCookies(jar).token).toBe('a=b;c');
  });

  it('clearing expires both cookies with the same path and flags', () => {
    const { jar, written } = fakeJar();
    setSessionCookies({ token: 't', role: 'admin', remember: true }, jar);
    written.length = 0;
    clearSessionCookies(jar);
    expect(written).toHaveLength(2);
    for (const line of written) expect(attributesOf(line)).toEqual(new Set(['Path=/', 'SameSite=Strict', 'Secure', 'Max-Age=0']));
    expect(readSessionCookies(jar)).toEqual({});
  });

  it('a role without a token is no session', () => {
    const { jar } = fakeJar();
    jar.cookie = `${ROLE_COOKIE}=admin`;
    expect(readSessionCookies(jar)).toEqual({});
  });

  it('tells subscribers when the session is written or cleared, until they leave', () => {
    const { jar } = fakeJar();
    const listener = vi.fn();
    const leave = subscribeToSession(listener);
    setSessionCookies({ token: 't', role: 'user', remember: false }, jar);
    clearSessionCookies(jar);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    clearSessionCookies(jar);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does nothing where there are no cookies (Node, no jar given)', () => {
    expect(() => setSessionCookies({ token: 't', role: 'user', remember: true })).not.toThrow();
    expect(readSessionCookies()).toEqual({});
  });
});
