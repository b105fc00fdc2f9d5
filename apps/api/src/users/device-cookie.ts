import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The browser's device cookie (docs/product/accounts.md#limits), sent back only to the account calls. */
export const DEVICE_COOKIE = 'manara_device';
const DEVICE_COOKIE_PATH = '/api/users';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const toBase64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * OWASP's device cookies: a browser that signed in to an account gets a signed, HttpOnly cookie naming the
 * account and a random device id. A sign-in that carries it for the same account is counted against that
 * device alone, so strangers' failures (which lock the account for unknown devices) never refuse the owner's
 * known browser (decision 064). The cookie grants nothing by itself: the password is still checked.
 */
export function deviceCookies({ secret, secure }: { secret: Uint8Array; secure: () => boolean }) {
  // A key of its own, so nothing signed here can pass for a session token or the other way round.
  const key = createHmac('sha256', secret).update('manara device cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    /** The device id this request's cookie names for `userId`; undefined for none, another account, or a forgery. */
    deviceOf(c: Context, userId: string): string | undefined {
      const [account, device, signature, ...rest] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
      if (!account || !device || !signature || rest.length > 0) return undefined;
      const expected = sign(`${account}.${device}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return account === toBase64url(userId) ? device : undefined;
    },

    /** A fresh device cookie for `userId` on the response, after a sign-in that proved the password or the mailbox. */
    issue(c: Context, userId: string) {
      const payload = `${toBase64url(userId)}.${randomBytes(16).toString('base64url')}`;
      setCookie(c, DEVICE_COOKIE, `${payload}.${sign(payload).toString('base64url')}`, {
        httpOnly: true,
        secure: secure(),
        sameSite: 'Strict',
        path: DEVICE_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
