import { apiPaths } from '@manara/api-client/api-paths';
import { hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as v from 'valibot';
import type { PendingSignIn } from './google-sign-in';

const COOKIE_NAME = 'manara_google_signin';
/** Only the callback reads it, so no other request carries it. */
const CALLBACK_PATH = apiPaths.googleCallback();
/** Long enough to choose an account and type a password at Google; short enough to be worthless later. */
const LIFETIME_SECONDS = 10 * 60;

const PendingSchema = v.object({ codeVerifier: v.string(), state: v.string(), nonce: v.string() });

/**
 * The PKCE verifier, state and nonce travel in an encrypted, authenticated cookie (A256GCM), so the
 * server keeps nothing between the two legs and the browser can neither read nor change them. The key
 * is derived from the session secret: one secret to configure, and a key used for nothing else.
 */
export function pendingSignInCookie({ sessionSecret, now, secure }: { sessionSecret: Uint8Array; now: () => Date; secure: () => boolean }) {
  const key = new Uint8Array(hkdfSync('sha256', sessionSecret, new Uint8Array(0), 'manara google sign-in cookie', 32));
  // Lax, not Strict: the browser comes back from the provider's site by a cross-site redirect.
  const attributes = () => ({ path: CALLBACK_PATH, httpOnly: true, sameSite: 'Lax', secure: secure() }) as const;

  return {
    async set(c: Context, pending: PendingSignIn) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const sealed = await new EncryptJWT({ ...pending })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + LIFETIME_SECONDS)
        .encrypt(key);
      setCookie(c, COOKIE_NAME, sealed, { ...attributes(), maxAge: LIFETIME_SECONDS });
    },

    /** The pending sign-in, removed from the browser as it is read: each one is good for one callback. */
    async take(c: Context): Promise<PendingSignIn | undefined> {
      const sealed = getCookie(c, COOKIE_NAME);
      deleteCookie(c, COOKIE_NAME, attributes());
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          currentDate: now(),
          requiredClaims: ['exp'],
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const pending = v.safeParse(PendingSchema, payload);
        return pending.success ? pending.output : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
