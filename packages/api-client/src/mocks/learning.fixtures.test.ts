import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateVerificationResponseSchema } from '../schemas';
import { buildCertificate, buildCertificateVerificationResponse, FIXTURE_CERTIFICATE_ID } from './fixtures/learning';

describe('the learning fixtures', () => {
  it('are what the contract answers: a valid certificate with a 22-character URL-safe id', () => {
    const parsed = v.parse(CertificateVerificationResponseSchema, buildCertificateVerificationResponse());
    expect(parsed.data.status).toBe('valid');
    expect(parsed.data.certificate.id).toMatch(/^[\w-]{22}$/);
    expect(FIXTURE_CERTIFICATE_ID).toBe(buildCertificate().id);
  });
});
