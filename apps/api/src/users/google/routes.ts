import { absoluteUrl, apiPaths, sitePaths } from '@manara/api-client/paths';
import { GOOGLE_MESSAGES, type GoogleFailure } from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { UsersDeps } from '../options';
import { errorResponse } from '../../http/responses';
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
 * Google or to the site's `/auth/google?token=…` or `?error=…`; never an error page.
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

  const toSite = (c: Context, result: { token: string } | { error: GoogleFailure }) => {
    const query: Record<string, string> = 'token' in result ? { token: result.token } : { error: GOOGLE_MESSAGES[result.error] };
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${absoluteUrl(publicUrl(), sitePaths.googleCallback())}?${new URLSearchParams(query).toString()}`, 302);
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
    const token = await sessions.sign({ userId: user.id, role: user.role, version: user.sessionVersion });
    return toSite(c, { token });
  }

  return new Hono()
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
