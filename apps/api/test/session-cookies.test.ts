import { AUTH_COOKIE, LoginResponseSchema, PasswordChangedResponseSchema, ROLE_COOKIE, UserResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, STRONG_PASSWORD, errorOf, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PLEASE_LOG_IN, expectSuccess } from './support/responses';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;
const OURS = new URL(PUBLIC_URL).origin;

/** A `Set-Cookie` line as name, value and attributes (names lower-cased). */
function cookiesOf(response: Response) {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const attrs = new Map(
        attributes.map((attribute) => {
          const [key = '', setting] = attribute.split('=');
          return [key.toLowerCase(), setting ?? true] as const;
        }),
      );
      return [name, { value, attrs }] as const;
    }),
  );
}

async function browserLogin(api: AccountsApi, { email, password, remember }: { email: string; password: string; remember?: boolean }) {
  const response = await api.send('POST', '/api/users/login', {
    body: { email, password, ...(remember === undefined ? {} : { remember }) },
    headers: { Origin: OURS },
  });
  await expectSuccess(response.clone(), LoginResponseSchema);
  const session = cookiesOf(response).get(AUTH_COOKIE);
  if (!session) throw new Error('The sign-in set no session cookie');
  return { response, cookie: `${AUTH_COOKIE}=${session.value}` };
}

describe.each(testDrivers())('the session cookie on $name', (driver) => {
  const api = useAccountsApi(driver);
  const profileWith = (headers: Record<string, string>) => api.send('GET', '/api/users/profile', { headers });
  const renameWith = (headers: Record<string, string>, firstName: string) =>
    api.send('PATCH', '/api/users/profile', { body: { firstName, lastName: 'Hassan' }, headers });

  it('is set by the sign-in where no script can read it, with a readable hint of the role beside it', async () => {
    const user = await signedUpUser(api);
    const cookies = cookiesOf((await browserLogin(api, user)).response);
    const session = cookies.get(AUTH_COOKIE);
    expect(session?.attrs).toEqual(new Map<string, string | true>([['path', '/'], ['httponly', true], ['secure', true], ['samesite', 'Strict']]));
    expect(cookies.get(ROLE_COOKIE)).toEqual({ value: 'user', attrs: new Map<string, string | true>([['path', '/'], ['secure', true], ['samesite', 'Strict']]) });
  });

  it('lasts 7 days when the learner asks to be remembered, and the browser session otherwise', async () => {
    const user = await signedUpUser(api);
    const remembered = cookiesOf((await browserLogin(api, { ...user, remember: true })).response);
    expect([remembered.get(AUTH_COOKIE)?.attrs.get('max-age'), remembered.get(ROLE_COOKIE)?.attrs.get('max-age')]).toEqual([String(SEVEN_DAYS_S), String(SEVEN_DAYS_S)]);
    const forgotten = cookiesOf((await browserLogin(api, { ...user, remember: false })).response);
    expect([forgotten.get(AUTH_COOKIE)?.attrs.has('max-age'), forgotten.get(ROLE_COOKIE)?.attrs.has('max-age')]).toEqual([false, false]);
  });

  it('signs the browser in by itself, while the bearer header keeps working for API clients', async () => {
    const user = await signedUpUser(api);
    const { cookie } = await browserLogin(api, user);
    expect((await expectSuccess(await profileWith({ Cookie: cookie }), UserResponseSchema)).data.user.email).toBe(user.email);
    expect((await expectSuccess(await profileWith({ Authorization: `Bearer ${user.token}` }), UserResponseSchema)).data.user.email).toBe(user.email);
    expect(await errorOf(await profileWith({ Cookie: `${ROLE_COOKIE}=admin` }))).toEqual(PLEASE_LOG_IN);
  });

  it("refuses a write that another site's page made with the cookie, and changes nothing", async () => {
    const user = await signedUpUser(api);
    const { cookie } = await browserLogin(api, user);
    const refusals = [
      await renameWith({ Cookie: cookie, Origin: 'https://evil.example' }, 'Evil'),
      await renameWith({ Cookie: cookie, Origin: 'null' }, 'Evil'),
      await renameWith({ Cookie: cookie, Referer: 'https://evil.example/page' }, 'Evil'),
      // A write on the cookie that names no origin at all is not a browser's: refused.
      await renameWith({ Cookie: cookie }, 'Evil'),
      await api.send('POST', '/api/users/logout', { headers: { Cookie: cookie, Origin: 'http://manara.test' } }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(await refusal.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: 'This request came from another site and was refused.' });
    }
    const { data } = await expectSuccess(await profileWith({ Cookie: cookie }), UserResponseSchema);
    expect(data.user.firstName).toBe('Nour');
  });

  it('accepts a write from our own pages, named by Origin or by Referer', async () => {
    const user = await signedUpUser(api);
    const { cookie } = await browserLogin(api, user);
    await expectSuccess(await renameWith({ Cookie: cookie, Origin: OURS }, 'Mona'), UserResponseSchema);
    const { data } = await expectSuccess(await renameWith({ Cookie: cookie, Referer: `${OURS}/profile` }, 'Salma'), UserResponseSchema);
    expect(data.user.firstName).toBe('Salma');
  });

  it("refuses a sign-in posted from another site's page (no one is signed in to an account not theirs)", async () => {
    const user = await signedUpUser(api);
    const response = await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password }, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(cookiesOf(response).has(AUTH_COOKIE)).toBe(false);
  });

  it('is cleared by signing out, and a cookie that no longer works is cleared with the 401', async () => {
    const user = await signedUpUser(api);
    const { cookie } = await browserLogin(api, user);
    const out = await api.send('POST', '/api/users/logout', { headers: { Cookie: cookie, Origin: OURS } });
    expect(out.status).toBe(200);
    const cleared = cookiesOf(out);
    expect([cleared.get(AUTH_COOKIE)?.attrs.get('max-age'), cleared.get(ROLE_COOKIE)?.attrs.get('max-age')]).toEqual(['0', '0']);

    const stale = await profileWith({ Cookie: cookie });
    expect(stale.status).toBe(401);
    expect([...cookiesOf(stale).keys()].sort()).toEqual([AUTH_COOKIE, ROLE_COOKIE].sort());
    expect(cookiesOf(stale).get(AUTH_COOKIE)?.attrs.get('max-age')).toBe('0');
  });

  it('is renewed by a password change made with it, remembered as before; the old one ends', async () => {
    const user = await signedUpUser(api);
    const { cookie } = await browserLogin(api, { ...user, remember: true });
    const changed = await api.send('PUT', '/api/users/update-password', {
      body: { currentPassword: user.password, newPassword: `${STRONG_PASSWORD}2` },
      headers: { Cookie: cookie, Origin: OURS },
    });
    await expectSuccess(changed.clone(), PasswordChangedResponseSchema);
    const renewed = cookiesOf(changed).get(AUTH_COOKIE);
    expect(renewed?.attrs.get('max-age')).toBe(String(SEVEN_DAYS_S));
    expect(renewed?.attrs.get('httponly')).toBe(true);
    expect((await profileWith({ Cookie: cookie })).status).toBe(401);
    await expectSuccess(await profileWith({ Cookie: `${AUTH_COOKIE}=${renewed?.value}` }), UserResponseSchema);
  });

  it('is not set by a password change made with the bearer header: an API client keeps its token', async () => {
    const user = await signedUpUser(api);
    const changed = await api.send('PUT', '/api/users/update-password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: `${STRONG_PASSWORD}2` },
    });
    const { data } = await expectSuccess(changed.clone(), PasswordChangedResponseSchema);
    expect(cookiesOf(changed).has(AUTH_COOKIE)).toBe(false);
    await expectSuccess(await profileWith({ Authorization: `Bearer ${data.token}` }), UserResponseSchema);
  });
});
