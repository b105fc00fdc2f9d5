import { AUTH_COOKIE } from '@manara/api-client/schemas';
import { afterAll, beforeAll, expect } from 'vitest';
import { startOidcProvider, type RunningOidcProvider } from '../../../../test/oidc-provider.mjs';
import type { GoogleSignInConfig } from '../../src/users/google/google-sign-in';
import { PUBLIC_URL } from './accounts-api';
import { isSiteLanding, type TestBrowser } from './test-browser';

export const GOOGLE_CLIENT_ID = 'manara-test-client';
export const GOOGLE_CLIENT_SECRET = 'manara-test-secret';
export const CALLBACK_URL = `${PUBLIC_URL}/api/users/google/callback`;

/** The local OpenID Connect provider, up for the whole suite; `config()` points the app at it. */
export function useOidcProvider() {
  let provider: RunningOidcProvider | undefined;
  beforeAll(async () => {
    provider = await startOidcProvider({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, redirectUris: [CALLBACK_URL] });
  });
  afterAll(async () => {
    await provider?.close();
  });
  const issuer = () => {
    if (!provider) throw new Error('useOidcProvider() is only ready inside tests and hooks.');
    return provider.issuer;
  };
  return { issuer, config: (): GoogleSignInConfig => ({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET, issuer: issuer() }) };
}

/** What the person types on the provider's sign-in form. */
export interface ProviderLogin {
  email: string;
  given_name?: string;
  family_name?: string;
  /** The provider's account ID; by default one derived from the e-mail. */
  sub?: string;
}

const isCallback = (url: URL) => url.href.startsWith(CALLBACK_URL);

/** Clicks "Continue with Google" and lands on the provider's sign-in form; returns the form's address. */
export async function openProviderForm(browser: TestBrowser, issuer: string): Promise<URL> {
  const { url, response } = await browser.visit('/api/users/google');
  expect(url.origin).toBe(issuer);
  expect(response?.status).toBe(200);
  await response?.body?.cancel();
  return url;
}

/** Signs in on the provider's form and stops where the provider sends the browser back: the callback URL. */
export async function signInUntilCallback(browser: TestBrowser, issuer: string, login: ProviderLogin): Promise<URL> {
  const form = await openProviderForm(browser, issuer);
  const { url } = await browser.visit(form, { method: 'POST', form: new URLSearchParams({ ...login }), stopAt: isCallback });
  expect(url.href.startsWith(CALLBACK_URL)).toBe(true);
  return url;
}

/**
 * Where the browser ends on the site: `/auth/google`, either with an error in the address or signed in, the
 * new session token in its cookie (never in the address).
 */
export async function landing(browser: TestBrowser, start: URL | string): Promise<{ token?: string; error?: string }> {
  const site = new URL(PUBLIC_URL).host;
  const before = browser.jar.get(site, AUTH_COOKIE)?.value;
  const { url, response } = await browser.visit(start);
  expect(response, `stopped at ${url.href}`).toBeUndefined();
  expect(isSiteLanding(url)).toBe(true);
  const query: { error?: string } = Object.fromEntries(url.searchParams);
  expect(Object.keys(query).filter((key) => key !== 'error')).toEqual([]);
  const token = browser.jar.get(site, AUTH_COOKIE)?.value;
  return token === undefined || token === before ? query : { ...query, token };
}

/** The whole flow for a browser with no session at the provider: a token, or the error the site would show. */
export async function signInWithGoogle(browser: TestBrowser, issuer: string, login: ProviderLogin) {
  return landing(browser, await signInUntilCallback(browser, issuer, login));
}
