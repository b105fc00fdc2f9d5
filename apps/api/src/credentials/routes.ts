import { Hono } from 'hono';
import type { ApiDeps } from '../http/deps';
import { httpError } from '../http/responses';
import { issuerProfile } from './open-badge';

/**
 * `/api/credentials/...`: what a verifier of a Manara Open Badge fetches, without a session: the issuer
 * profile the credentials name, and the public key their `kid` points at. Plain JSON documents, not the
 * API's envelope, as verifiers read them.
 */
export function credentialRoutes({ users, credentials }: ApiDeps) {
  return new Hono()
    .get('/issuer', (c) => c.json(issuerProfile(users.publicUrl())))
    .get('/keys/:thumbprint', (c) => {
      if (c.req.param('thumbprint') !== credentials.thumbprint) throw httpError('NOT_FOUND');
      return c.json(credentials.publicJwk);
    });
}
