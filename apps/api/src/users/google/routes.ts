import { absoluteUrl, inLanguage, sitePaths } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';
import { readerLanguage } from '../../http/reader-language';
import { GOOGLE_MESSAGES, type GoogleFailure, type GoogleStatusResponseSchema } from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { UsersDeps } from '../options';
import { errorResponse, success, type ResponseBody } from '../../http/responses';
import { grantSessionCookies } from '../../auth/session-cookies';
import { SignInRefused, googleSignIn } from './google-sign-in';
import { accountForGoogle } from './link-account';
import { pendingSignInCookie } from './pending-cookie';

/** A program asking for JSON (not a browser following the Login page's link) gets the answer as JSON. */
const wantsJson = (c: Context) => {
  const accept = c.req.header('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/**
 * `/api/users/google`: sends the browser to Google (authorization code with PKCE, state and nonce),
 * and `/callback`: turns Google's answer into a session. Both answer a browser with a redirect, to
 * Google or to the site's `/auth/google` (signed in) or `/auth/google?error=…`; never an error page.
 */
export function googleRoutes(deps: UsersDeps) {
  const { db, sessions, reportError, users: options } = deps;
  const { google, now, publicUrl } = options;
  const client = google && googleSignIn(google);
  const redirectUri = () => absoluteUrl(publicUrl(), apiPaths.googleCallback());
  const pending = pendingSignInCookie({
    sessionSecret: options.sessionSecret,
    now,
    // A Secure cookie over plain http would never come back (a local `npm start`).
    secure: () => publicUrl().startsWith('https:'),
  });

  /** Back to the site's `/auth/google`: signed in (the session in its cookies, nothing in the address), or with the reason. */
  const toSite = (c: Context, result: { signedIn: true } | { error: GoogleFailure }) => {
    const query = 'error' in result ? `?${new URLSearchParams({ error: GOOGLE_MESSAGES[result.error] }).toString()}` : '';
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${absoluteUrl(publicUrl(), inLanguage(sitePaths.googleCallback(), readerLanguage(c)))}${query}`, 302);
  };

  async function callback(c: Context) {
    const state = await pending.take(c);
    if (!client) return toSite(c, { error: 'notConfigured' });
    const providerError = c.req.query('error');
    if (providerError) return toSite(c, { error: providerError === 'access_denied' ? 'cancelled' : 'failed' });
    if (!state) return toSite(c, { error: 'expired' });

    const query = new URL(c.req.url).search;
    let identity;
    try {
      // The redirect URI as registered with Google, not this request's own URL (a proxy may have rewritten it).
      identity = await client.finish(new URL(`${redirectUri()}${query}`), state);
    } catch (error) {
      if (error instanceof SignInRefused) return toSite(c, { error: 'failed' });
      reportError(error);
      return toSite(c, { error: 'unavailable' });
    }

    const account = await accountForGoogle(db, identity, now());
    if (!account.ok) return toSite(c, { error: account.reason });
    // Blocked users too, as with a password: blocking limits enrolment, and the site shows why.
    const { user } = account;
    // Remembered: there was no box to untick.
    const token = await sessions.sign({ userId: user.id, role: user.role, version: user.sessionVersion, remember: true });
    grantSessionCookies(c, { token, role: user.role, remember: true });
    return toSite(c, { signedIn: true });
  }

  return new Hono()
    // The login page offers 'Continue with Google' only when this answers true.
    .get('/status', (c) => {
      const response: ResponseBody<typeof GoogleStatusResponseSchema> = success({ configured: Boolean(client) });
      return c.json(response);
    })
    .get('/', async (c) => {
      if (!client) {
        if (wantsJson(c)) return errorResponse(c, 'GOOGLE_NOT_CONFIGURED');
        return toSite(c, { error: 'notConfigured' });
      }
      let start;
      try {
        start = await client.start(redirectUri());
      } catch (error) {
        reportError(error);
        return toSite(c, { error: 'unavailable' });
      }
      await pending.set(c, start.pending);
      c.header('Cache-Control', 'no-store');
      return c.redirect(start.url.href, 302);
    })
    .get('/callback', async (c) => {
      try {
        return await callback(c);
      } catch (error) {
        // The database, most likely: the browser still lands on the site with a message, not on a 500.
        reportError(error);
        return toSite(c, { error: 'failed' });
      }
    });
}
