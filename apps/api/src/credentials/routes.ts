import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from '../db/connection';
import { httpError } from '../http/responses';
import { achievementDocument, credentialDate, issuerProfile, signCredential } from './open-badge';
import { achievementCourse, revokedPlaces, statusListCount } from './queries';
import type { CredentialSigner } from './signing-key';
import { encodedList, statusListCredential } from './status-list';

/** What the verifier's documents use of the API's dependencies. */
export interface CredentialDeps {
  db: Database;
  users: { publicUrl: () => string; now: () => Date };
  credentials: CredentialSigner;
}

/**
 * `/api/credentials/...`: what a verifier of a Manara Open Badge fetches, without a session (decision 059): the
 * issuer profile the credentials name, the public key their `kid` points at, the achievement of each course,
 * and the revocation status lists. Plain documents, not the API's envelope, as verifiers read them; open to
 * scripts on any origin, read-only and without cookies, so a verifier in a browser can fetch them too.
 */
export function credentialRoutes({ db, users, credentials }: CredentialDeps) {
  /** Each list signed once for what it says; signed again only when a revocation changes its bits. */
  const signedLists = new Map<number, { encoded: string; jwt: Promise<string> }>();

  return new Hono()
    .use(cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], credentials: false }))
    .get('/issuer', (c) => c.json(issuerProfile(users.publicUrl())))
    .get('/keys/:thumbprint', (c) => {
      if (c.req.param('thumbprint') !== credentials.thumbprint) throw httpError('NOT_FOUND');
      return c.json(credentials.publicJwk);
    })
    .get('/achievements/:courseId', async (c) => {
      const course = await achievementCourse(db, c.req.param('courseId'));
      if (!course) throw httpError('COURSE_NOT_FOUND');
      return c.json(achievementDocument({ courseId: course.id, title: course.title }, users.publicUrl()));
    })
    .get('/status/:list', async (c) => {
      const text = c.req.param('list');
      const list = /^\d{1,6}$/.test(text) ? Number(text) : -1;
      if (list < 0 || list >= (await statusListCount(db))) throw httpError('NOT_FOUND');
      const encoded = encodedList(await revokedPlaces(db, list));
      let signed = signedLists.get(list);
      if (signed?.encoded !== encoded) {
        const publicUrl = users.publicUrl();
        const credential = statusListCredential({ list, encoded, issuer: issuerProfile(publicUrl).id, validFrom: credentialDate(users.now()) }, publicUrl);
        const jwt = signCredential(credentials, credential, publicUrl);
        signed = { encoded, jwt };
        signedLists.set(list, signed);
        // A failed signing is not kept: the next request tries again.
        jwt.catch(() => signedLists.get(list)?.jwt === jwt && signedLists.delete(list));
      }
      return c.body(await signed.jwt, 200, { 'Content-Type': 'application/vc+jwt' });
    });
}
