import { randomBytes } from 'node:crypto';
import { USER_ROLES, type UserRole } from '@manara/api-client/schemas';
import { SignJWT, jwtVerify } from 'jose';
import * as v from 'valibot';
import { MIN_SECRET_BYTES, loadOrCreateSecret } from '../secret-file';

export const SESSION_ISSUER = 'manara';
export const SESSION_AUDIENCE = 'manara';
/** Matches the auth cookie's lifetime (docs/product/overview.md#sessions-links-and-limits). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: string;
  role: UserRole;
  /** The user's `session_version` when the token was made. */
  version: number;
  /** Kept for 7 days (remember me) rather than until the browser closes; a renewed token keeps it. */
  remember: boolean;
}

const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.uuid()),
  role: v.picklist(USER_ROLES),
  ver: v.pipe(v.number(), v.integer()),
  rem: v.optional(v.boolean(), false),
});

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a well-formed, current token signed by us; otherwise undefined. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/** Tokens whose signature was checked, kept in memory; the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function sessionTokens({ secret, now }: { secret: Uint8Array; now: () => Date }): SessionTokens {
  /**
   * Each token verified here, by its whole text, with its claims and expiry. Checking an HS256 signature through
   * WebCrypto is a tenth of the server's work under a mix of signed-in readers (decision 109); a token's text
   * cannot change without its signature being checked again. Its expiry is still checked on every use, and
   * whether the session still holds is the account's to say (`session_version`), as before.
   */
  const verified = new Map<string, { claims: SessionClaims; expires: number }>();
  const keep = (token: string, claims: SessionClaims, expires: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims: Object.freeze(claims), expires });
  };
  /** Seconds since the epoch, as jose counts them for `exp`. */
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    sign({ userId, role, version, remember }) {
      const issuedAt = nowSeconds();
      return new SignJWT({ role, ver: version, rem: remember })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
        .sign(secret);
    },
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (nowSeconds() < kept.expires) return kept.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: SESSION_ISSUER,
          audience: SESSION_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now(),
        });
        const claims = v.safeParse(ClaimsSchema, payload);
        if (!claims.success) return undefined;
        const { sub, role, ver, rem } = claims.output;
        const session = { userId: sub, role, version: ver, remember: rem };
        // `exp` is one of the claims jwtVerify requires.
        keep(token, session, payload.exp ?? 0);
        return session;
      } catch {
        return undefined;
      }
    },
  };
}

export const randomSessionSecret = () => new Uint8Array(randomBytes(MIN_SECRET_BYTES));

/**
 * `JWT_SECRET` when given; otherwise a secret made once and kept in `DATA_DIR/jwt-secret`
 * (owner-only), so sessions survive a restart without any setup.
 */
export const loadSessionSecret = ({ envSecret, dataDir }: { envSecret?: string; dataDir: string }): Promise<Uint8Array> =>
  loadOrCreateSecret({ ...(envSecret === undefined ? {} : { envSecret }), envName: 'JWT_SECRET', dataDir, fileName: 'jwt-secret' });
