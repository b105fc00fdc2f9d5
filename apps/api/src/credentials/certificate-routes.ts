import type { CertificateVerificationResponseSchema } from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/connection';
import type { RateLimit, RateLimitStore } from '../http/rate-limit';
import { CERTIFICATE_LOOKUP_LIMIT } from '../http/rate-limits';
import { httpError, rateLimited, type ResponseBody, success } from '../http/responses';
import { toCertificate } from '../lessons/queries';
import { openBadgeCredential, signCredential } from './open-badge';
import { certificateCard } from './preview-card';
import { certificateDate, certificateStanding, toRevocation } from './queries';
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

/** How many drawn preview cards are kept in memory (about 40 KB each). */
const KEPT_CARDS = 200;

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
  /** Cards drawn, the last few hundred: drawing one takes tens of milliseconds. */
  const cards = new Map<string, Buffer>();
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
      // What a link preview shows of a standing certificate (docs/product/learning.md#the-public-certificate-page):
      // drawn on first ask, kept a while; a revoked one names no one, so it has none.
      .get('/:id/preview.png', async (c) => {
        const { refusal, found } = await lookUp(c);
        if (refusal) return refusal;
        if (found.revoked) throw httpError('CERTIFICATE_REVOKED');
        const lang = c.req.query('lang') === 'ar' ? 'ar' : 'en';
        const { certificate } = found;
        const key = `${certificate.id} ${lang}`;
        let card = cards.get(key);
        if (!card) {
          card = await certificateCard({ learner: certificate.learnerName, course: certificate.courseTitle, date: certificateDate(certificate.completedAt, lang), lang });
          if (cards.size >= KEPT_CARDS) cards.delete(cards.keys().next().value ?? '');
          cards.set(key, card);
        }
        // A crawler may keep it an hour; a revocation is seen by the page at once, and by the card within that.
        return c.body(new Uint8Array(card), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
      })
  );
}
