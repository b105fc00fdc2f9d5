import { absoluteUrl, apiPaths, sitePaths } from '@manara/api-client/paths';
import type { certificates } from '../db/schema';
import type { CredentialSigner } from './signing-key';

/*
 * A certificate as an Open Badges 3.0 credential (docs/product/learning.md#certificates, decision 042):
 * an `OpenBadgeCredential` whose subject holds an `Achievement` for the course, signed as a VC-JWT.
 */

type CertificateRow = typeof certificates.$inferSelect;

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** The issuer profile: Manara, at the address the credentials name it by. */
export const issuerProfile = (publicUrl: string) => ({
  '@context': [VC_CONTEXT, OB_CONTEXT],
  id: absoluteUrl(publicUrl, apiPaths.credentialIssuer()),
  type: ['Profile'],
  name: 'Manara',
  url: publicUrl,
  description: 'Online courses, scholarship guidance and mentorship for students and young professionals in Egypt.',
});

/** The credential for a certificate: what it certifies, as stored at issue. */
export function openBadgeCredential(certificate: CertificateRow, publicUrl: string) {
  const { '@context': _context, ...issuer } = issuerProfile(publicUrl);
  const page = absoluteUrl(publicUrl, sitePaths.certificate(certificate.id));
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: absoluteUrl(publicUrl, apiPaths.certificateCredential(certificate.id)),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    validFrom: certificate.issuedAt.toISOString(),
    name: `${certificate.courseTitle}: Certificate of Completion`,
    credentialSubject: {
      id: `${page}#learner`,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.learnerName }],
      activityEndDate: certificate.completedAt.toISOString(),
      achievement: {
        id: absoluteUrl(publicUrl, apiPaths.credentialAchievement(certificate.courseId)),
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.courseTitle,
        description: `Completed every lesson of the Manara course ${certificate.courseTitle}.`,
        criteria: { narrative: 'Watched at least 90% of every lesson of the course on Manara.' },
      },
    },
  };
}

/**
 * The credential as a VC-JWT: the credential in `vc`, and the registered claims that must match it
 * (`iss` its issuer, `jti` its id, `sub` its subject, `nbf` when it became valid).
 */
export function signCredential(signer: CredentialSigner, credential: ReturnType<typeof openBadgeCredential>, publicUrl: string) {
  return signer.sign(
    {
      vc: credential,
      iss: credential.issuer.id,
      jti: credential.id,
      sub: credential.credentialSubject.id,
      nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    },
    { kid: absoluteUrl(publicUrl, apiPaths.credentialKey(signer.thumbprint)) },
  );
}
