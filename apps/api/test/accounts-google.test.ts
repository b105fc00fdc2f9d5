import { createServer } from 'node:net';
import { GOOGLE_MESSAGES, UserResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, subjectFor } from '../../../test/oidc-provider.mjs';
import { users } from '../src/db/schema';
import {
  PUBLIC_URL,
  STRONG_PASSWORD,
  errorOf,
  login,
  readMessage,
  registration,
  signedUpUser,
  tokenFromOutbox,
  uniqueEmail,
  useAccountsApi,
  type AccountsApi,
} from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { CALLBACK_URL, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, landing, openProviderForm, signInUntilCallback, signInWithGoogle, useOidcProvider } from './support/google';
import { expectError, expectSuccess } from './support/responses';
import { testBrowser } from './support/test-browser';

const COOKIE = 'manara_google_signin';
const SITE_HOST = new URL(PUBLIC_URL).host;

const profileOf = async (api: AccountsApi, token: string | undefined) => {
  expect(token).toBeTruthy();
  return (await expectSuccess(await api.send('GET', '/api/users/profile', { token }), UserResponseSchema)).data.user;
};

/** The provider reports an e-mail whose local part ends in `+unverified` as not verified. */
const unverifiedEmail = (name: string) => uniqueEmail(name).replace('@', '+unverified@');

const rowOf = async (api: AccountsApi, email: string) => (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe.each(testDrivers())('Google sign-in on $name', (driver) => {
  const provider = useOidcProvider();
  const api = useAccountsApi(driver, { google: provider.config });
  const browser = () => testBrowser(api);
  const signIn = (email: string, more: { given_name?: string; family_name?: string; sub?: string } = {}) =>
    signInWithGoogle(browser(), provider.issuer(), { email, ...more });

  it('sends the browser to the provider with PKCE (S256), state and nonce, kept in a sealed cookie for the callback only', async () => {
    const response = await api.send('GET', '/api/users/google', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer());
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: CALLBACK_URL,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });

    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=`));
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/api/users/google/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    // Encrypted: neither the state nor the nonce can be read from it.
    expect(cookie).not.toContain(query.state);
    expect(cookie).not.toContain(query.nonce);
  });

  it('creates a verified account for a new person, signed in with the same session token as a login', async () => {
    const email = uniqueEmail('new');
    const result = await signIn(email, { given_name: 'Salma', family_name: 'Farouk' });
    expect(result.error).toBeUndefined();
    const user = await profileOf(api, result.token);
    expect(user).toMatchObject({ email, firstName: 'Salma', lastName: 'Farouk', role: 'user', isBlocked: false });
    const row = await rowOf(api, email);
    expect(row?.googleSub).toBe(subjectFor(email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    // No password was chosen: "forgot password" sets one.
    await readMessage(await api.send('POST', '/api/users/forgot-password', { body: { email } }));
    const resetToken = tokenFromOutbox(api, email, 'reset_password');
    await readMessage(await api.send('POST', '/api/users/reset-password', { body: { token: resetToken, newPassword: STRONG_PASSWORD } }));
    await login(api, email, STRONG_PASSWORD);
  });

  it('names a new account after the e-mail when the provider shares no names', async () => {
    const email = uniqueEmail('nameless');
    const user = await profileOf(api, (await signIn(email)).token);
    expect(user).toMatchObject({ email, firstName: email.split('@')[0], lastName: '' });
  });

  it('links an existing account whose e-mail the provider has verified; its password keeps working', async () => {
    const existing = await signedUpUser(api);
    const before = await profileOf(api, existing.token);
    const user = await profileOf(api, (await signIn(existing.email.toUpperCase())).token);
    expect(user._id).toBe(before._id);
    expect((await rowOf(api, existing.email))?.googleSub).toBe(subjectFor(existing.email));
    await login(api, existing.email, existing.password);
    // The earlier session is not touched either.
    await profileOf(api, existing.token);
  });

  it('takes a never-verified account for the verified Google user, and shuts out whoever set its password', async () => {
    const squatter = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body: squatter }));
    const email = squatter.email.toLowerCase();
    const user = await profileOf(api, (await signIn(email)).token);
    expect(user.email).toBe(email);
    expect((await rowOf(api, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await errorOf(await api.send('POST', '/api/users/login', { body: { email, password: squatter.password } }))).toEqual({
      status: 401,
      message: 'Invalid email or password',
    });
  });

  it('does not link an existing account when the provider has not verified the e-mail', async () => {
    const existing = await signedUpUser(api, { email: unverifiedEmail('taken') });
    expect(await signIn(existing.email)).toEqual({ error: GOOGLE_MESSAGES.unverifiedEmail });
    expect((await rowOf(api, existing.email))?.googleSub).toBeNull();
  });

  it('makes no account for an e-mail the provider has not verified', async () => {
    const email = unverifiedEmail('fresh');
    expect(await signIn(email)).toEqual({ error: GOOGLE_MESSAGES.unverifiedEmail });
    expect(await rowOf(api, email)).toBeUndefined();
  });

  it('finds a returning person by their provider ID, even after their e-mail changed there', async () => {
    const sub = `1${Date.now()}`;
    const first = await profileOf(api, (await signIn(uniqueEmail('before'), { sub })).token);
    const changedEmail = uniqueEmail('after');
    const again = await profileOf(api, (await signIn(changedEmail, { sub })).token);
    expect(again._id).toBe(first._id);
    expect(again.email).toBe(first.email);
    expect(await rowOf(api, changedEmail)).toBeUndefined();
  });

  it('refuses to link an account that another Google account is linked to', async () => {
    const email = uniqueEmail('linked');
    await profileOf(api, (await signIn(email, { sub: `2${Date.now()}` })).token);
    expect(await signIn(email, { sub: `3${Date.now()}` })).toEqual({ error: GOOGLE_MESSAGES.otherGoogleAccount });
  });

  it('signs blocked users in, as a login does: the site shows them why', async () => {
    const existing = await signedUpUser(api);
    await api.db.update(users).set({ isBlocked: true, blockReason: 'Chargeback', blockedAt: new Date() }).where(eq(users.email, existing.email));
    const user = await profileOf(api, (await signIn(existing.email)).token);
    expect(user).toMatchObject({ email: existing.email, isBlocked: true, blockReason: 'Chargeback' });
  });

  it('refuses a callback whose state was changed', async () => {
    const tab = browser();
    const email = uniqueEmail('tampered');
    const callback = await signInUntilCallback(tab, provider.issuer(), { email });
    callback.searchParams.set('state', 'x'.repeat(43));
    expect(await landing(tab, callback)).toEqual({ error: GOOGLE_MESSAGES.failed });
    expect(await rowOf(api, email)).toBeUndefined();
  });

  it('refuses a code used once already, even with the cookie that came with it', async () => {
    const tab = browser();
    const callback = await signInUntilCallback(tab, provider.issuer(), { email: uniqueEmail('replayed') });
    const cookie = tab.jar.get(SITE_HOST, COOKIE);
    expect(cookie).toBeDefined();
    expect((await landing(tab, callback)).token).toBeTruthy();
    // The cookie is gone after one callback; an attacker who copied it tries again.
    expect(tab.jar.get(SITE_HOST, COOKIE)).toBeUndefined();
    if (cookie) tab.jar.put(cookie);
    expect(await landing(tab, callback)).toEqual({ error: GOOGLE_MESSAGES.failed });
  });

  it('refuses a callback without its cookie (another browser, or cookies cleared)', async () => {
    const tab = browser();
    const callback = await signInUntilCallback(tab, provider.issuer(), { email: uniqueEmail('cookieless') });
    tab.jar.delete(SITE_HOST, COOKIE);
    expect(await landing(tab, callback)).toEqual({ error: GOOGLE_MESSAGES.expired });
  });

  it('refuses a callback that comes back after ten minutes', async () => {
    const tab = browser();
    const callback = await signInUntilCallback(tab, provider.issuer(), { email: uniqueEmail('slow') });
    api.advance(10 * 60 * 1000 + 1000);
    expect(await landing(tab, callback)).toEqual({ error: GOOGLE_MESSAGES.expired });
  });

  it('says the sign-in was cancelled when the person cancels at the provider', async () => {
    const tab = browser();
    const form = await openProviderForm(tab, provider.issuer());
    expect(await landing(tab, new URL(`${form.pathname}/abort`, form))).toEqual({ error: GOOGLE_MESSAGES.cancelled });
  });

  it('answers a callback with nonsense in it by a redirect, never an error page', async () => {
    const tab = browser();
    expect(await landing(tab, '/api/users/google/callback?code=nothing&state=nothing')).toEqual({ error: GOOGLE_MESSAGES.expired });
    expect(await landing(tab, '/api/users/google/callback?error=server_error')).toEqual({ error: GOOGLE_MESSAGES.failed });
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});

/** A port nothing listens on: the provider is "down". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.each(testDrivers())('Google sign-in without a provider on $name', (driver) => {
  const unconfigured = useAccountsApi(driver);
  let port = 0;
  beforeAll(async () => {
    port = await closedPort();
  });
  const issuer = () => `http://127.0.0.1:${port}`;
  const unreachable = useAccountsApi(driver, { google: () => ({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, issuer: issuer() }) });

  it('tells the site whether Google sign-in is offered', async () => {
    expect(await (await unconfigured.send('GET', '/api/users/google/status')).json()).toEqual({ status: 'success', data: { configured: false } });
    expect(await (await unreachable.send('GET', '/api/users/google/status')).json()).toEqual({ status: 'success', data: { configured: true } });
  });

  it('says Google sign-in is not configured: to a browser on the site, to a program in JSON', async () => {
    expect(await landing(testBrowser(unconfigured), '/api/users/google')).toEqual({ error: 'Google sign-in is not configured' });
    expect(await landing(testBrowser(unconfigured), '/api/users/google/callback?code=x&state=y')).toEqual({
      error: 'Google sign-in is not configured',
    });
    await expectError(
      await unconfigured.send('GET', '/api/users/google', { headers: { Accept: 'application/json' } }),
      503,
      'Google sign-in is not configured',
    );
    expect(unconfigured.unexpectedErrors).toEqual([]);
  });

  it('says Google sign-in is unavailable while the provider cannot be reached, and works once it can', async () => {
    expect(await landing(testBrowser(unreachable), '/api/users/google')).toEqual({ error: GOOGLE_MESSAGES.unavailable });
    expect(unreachable.unexpectedErrors).toHaveLength(1);

    const provider = await startOidcProvider({ port, clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, redirectUris: [CALLBACK_URL] });
    try {
      const email = uniqueEmail('late');
      const user = await profileOf(unreachable, (await signInWithGoogle(testBrowser(unreachable), issuer(), { email })).token);
      expect(user.email).toBe(email);
    } finally {
      await provider.close();
    }
    expect(unreachable.unexpectedErrors).toHaveLength(1);
  });
});
