import type { CertificateVerificationResponseSchema } from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/connection';
import type { RateLimit, RateLimitStore } from '../http/rate-limit';
import { CERTIFICATE_LOOKUP_LIMIT } from '../http/rate-limits';
import { httpError, rateLimited, type ResponseBody, success } from '../http/responses';
import { toCertificate } from '../lessons/queries';
import { openBadgeCredential, signCredential } from './open-badge';
import { certificateStanding, toRevocation } from './queries';
import type { CredentialSigner } from './signing-key';

/** What the certificates' public pages use of the API's dependencies. */
export interface CertificateDeps {
  db: Database;
  users: {
    publicUrl: () => string;
    now: () => Date;
    rateLimits: { certificateLookup?: RateLimit };
    rateLimitStore: RateLimitStore;
    clientIp: (c: Context) => string;
  };
  credentials: CredentialSigner;
}

/** 22 URL-safe characters, as `newCertificateId` makes them. */
const CERTIFICATE_ID = /^[\w-]{22}$/;

/**
 * `/api/certificates/{id}`: anyone holding a certificate's id (its QR code, a shared link) sees what it
 * certifies, without a session. Ids it does not know are limited per client address, so ids cannot be tried
 * in bulk; ids it knows are never counted nor refused, so a school's network is not kept from verifying real
 * certificates by someone else's misses (decision 064).
 */
export function certificateRoutes(deps: CertificateDeps) {
  const { db, users: options } = deps;
  const misses = options.rateLimitStore('certificateLookup', options.rateLimits.certificateLookup ?? CERTIFICATE_LOOKUP_LIMIT, options.now);

  /**
   * The certificate `id` names and its revocation if it has one (a removed certificate leaves only that); for
   * an unknown id, a 404 that counts as a miss, or a 429 when this client has missed too often.
   */
  async function lookUp(c: Context) {
    const id = c.req.param('id') ?? '';
    const { certificate, revocation } = CERTIFICATE_ID.test(id) ? await certificateStanding(db, id) : {};
    if (revocation) return { found: { revoked: true, certificate, revocation } as const };
    if (certificate) return { found: { revoked: false, certificate } as const };
    const miss = await misses.hit(options.clientIp(c));
    if (!miss.allowed) return { refusal: rateLimited(c, miss.retryAfterMs) };
    throw httpError('CERTIFICATE_NOT_FOUND');
  }

  return (
    new Hono()
      .get('/:id', async (c) => {
        const { refusal, found } = await lookUp(c);
        if (refusal) return refusal;
        const body: ResponseBody<typeof CertificateVerificationResponseSchema> = found.revoked
          ? success({ status: 'revoked', certificate: found.certificate ? toCertificate(found.certificate) : null, revocation: toRevocation(found.revocation) })
          : success({ status: 'valid', certificate: toCertificate(found.certificate) });
        return c.json(body);
      })
      // The Open Badges 3.0 credential, a VC-JWT (decision 059): downloaded from the public page, signed anew
      // each time; none for a certificate that no longer stands.
      .get('/:id/credential', async (c) => {
        const { refusal, found } = await lookUp(c);
        if (refusal) return refusal;
        if (found.revoked) throw httpError('CERTIFICATE_REVOKED');
        const { certificate } = found;
        const publicUrl = options.publicUrl();
        const jwt = await signCredential(deps.credentials, openBadgeCredential(certificate, publicUrl), publicUrl);
        c.header('Content-Disposition', `attachment; filename="manara-certificate-${certificate.id}.jwt"`);
        return c.body(jwt, 200, { 'Content-Type': 'application/jwt' });
      })
  );
}
