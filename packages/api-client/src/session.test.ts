import { describe, expect, it, vi } from 'vitest';
import { ROLE_COOKIE, createApiClient, forgetSessionHint, readSessionHint, sessionChanged, subscribeToSession, type CookieJar } from './client';
import { getProfile } from './endpoints/users';

/**
 * A cookie jar that behaves like `document.cookie` for names and values (a write sets one cookie,
 * `Max-Age=0` removes it) and remembers every line written, attributes included.
 */
function fakeJar(initial: Record<string, string> = {}) {
  const store = new Map<string, string>(Object.entries(initial));
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

describe('the session hint (decision 065)', () => {
  it('reads the role the server put beside the session cookie; no hint, no session', () => {
    expect(readSessionHint(fakeJar({ [ROLE_COOKIE]: 'admin', other: 'x' }).jar)).toEqual({ role: 'admin' });
    expect(readSessionHint(fakeJar({ other: 'x' }).jar)).toEqual({});
    expect(readSessionHint(fakeJar({ [ROLE_COOKIE]: '' }).jar)).toEqual({});
  });

  it('forgetting expires the hint with the rules the server set it with', () => {
    const { jar, written } = fakeJar({ [ROLE_COOKIE]: 'user' });
    forgetSessionHint(jar);
    expect(written).toEqual([`${ROLE_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict; Secure`]);
    expect(readSessionHint(jar)).toEqual({});
  });

  it('tells subscribers when the session changed or was forgotten, until they leave', () => {
    const { jar } = fakeJar({ [ROLE_COOKIE]: 'user' });
    const listener = vi.fn();
    const leave = subscribeToSession(listener);
    sessionChanged();
    forgetSessionHint(jar);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    sessionChanged();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does nothing where there are no cookies (Node, no jar given)', () => {
    expect(() => forgetSessionHint()).not.toThrow();
    expect(readSessionHint()).toEqual({});
  });

  it('sends no token of its own by default: a browser\'s session rides in its cookie', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ status: 'fail', code: 'LOGIN_REQUIRED', message: 'Please log in' }, { status: 401 }));
    await expect(getProfile(createApiClient({ baseUrl: 'https://manara.test/api', fetch }), { fallbackMessage: 'x' })).rejects.toMatchObject({ code: 'LOGIN_REQUIRED' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});
