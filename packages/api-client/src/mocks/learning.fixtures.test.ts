import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateVerificationResponseSchema, CompletedCoursesResponseSchema } from '../schemas';
import { buildCertificate, buildCertificateVerificationResponse, buildCompletedCoursesResponse, FIXTURE_CERTIFICATE_ID } from './fixtures/learning';

describe('the learning fixtures', () => {
  it('are what the contract answers: a valid certificate with a 22-character URL-safe id', () => {
    const parsed = v.parse(CertificateVerificationResponseSchema, buildCertificateVerificationResponse());
    expect(parsed.data.status).toBe('valid');
    expect(parsed.data.certificate.id).toMatch(/^[\w-]{22}$/);
    expect(FIXTURE_CERTIFICATE_ID).toBe(buildCertificate().id);
    expect(v.parse(CompletedCoursesResponseSchema, buildCompletedCoursesResponse()).data.completedCourses[0]?.certificateId).toBe(FIXTURE_CERTIFICATE_ID);
  });
});
