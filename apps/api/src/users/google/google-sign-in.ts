import { withoutControlCharacters } from '@manara/api-client/schemas';
import * as oidc from 'openid-client';

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** `https://accounts.google.com`, or a local stand-in in tests. */
  issuer: string;
}

/** What the callback must check the provider's answer against; the browser carries it in a sealed cookie. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The person the provider vouches for, from its ID token. */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

/** The provider said no: its own `error`, or a response that fails a check (state, nonce, code, PKCE). */
export class SignInRefused extends Error {}

/** Discovery and token requests give up after this long: a hung provider must not hang the sign-in. */
const TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/** A claim as text, trimmed; control characters (which the database refuses) are dropped, since the provider is trusted. */
const optionalString = (value: unknown) => {
  const text = typeof value === 'string' ? withoutControlCharacters(value).trim() : '';
  return text || undefined;
};

/**
 * An OpenID Connect client for one provider. Its discovery document is fetched on first use and kept;
 * a failed fetch is tried again next time, so the server starts (and stays up) without the provider.
 */
export function googleSignIn({ clientId, clientSecret, issuer }: GoogleSignInConfig) {
  let discovered: Promise<oidc.Configuration> | undefined;
  // openid-client refuses plain http unless told; the config only lets a loopback issuer use it.
  const insecure = new URL(issuer).protocol === 'http:';

  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
        timeout: TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and what to remember until it comes back. Rejects when discovery fails. */
    async start(redirectUri: string): Promise<{ url: URL; pending: PendingSignIn }> {
      const config = await configuration();
      const pending = { codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    /**
     * Exchanges the code in `callbackUrl` (the redirect URI plus the query the provider sent) and
     * checks state, nonce, PKCE and the ID token. A refusal is a `SignInRefused`; anything else
     * (the provider unreachable) is thrown as it came.
     */
    async finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity> {
      const config = await configuration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        if (error instanceof oidc.ClientError || error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
          throw new SignInRefused(error.message, { cause: error });
        }
        throw error;
      }
      if (!claims) throw new SignInRefused('The provider sent no ID token');
      const email = optionalString(claims.email);
      const givenName = optionalString(claims.given_name);
      const familyName = optionalString(claims.family_name);
      const name = optionalString(claims.name);
      return {
        sub: claims.sub,
        ...(email ? { email: email.toLowerCase() } : {}),
        emailVerified: claims.email_verified === true,
        ...(givenName ? { givenName } : {}),
        ...(familyName ? { familyName } : {}),
        ...(name ? { name } : {}),
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof googleSignIn>;
