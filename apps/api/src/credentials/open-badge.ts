import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';
import type { certificates } from '../db/schema';
import type { CredentialSigner } from './signing-key';
import { statusListEntry } from './status-list';

/*
 * A certificate as an Open Badges 3.0 credential (docs/product/learning.md#an-open-badge, decisions 042 and 059):
 * an `OpenBadgeCredential` whose subject holds an `Achievement` for the course, signed as a VC-JWT whose payload
 * is the credential itself.
 */

type CertificateRow = typeof certificates.$inferSelect;

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** A date as the credentials write it: whole seconds, so a JWT's `nbf` (seconds) says exactly the same. */
export const credentialDate = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The issuer profile: Manara, at the address the credentials name it by. */
export const issuerProfile = (publicUrl: string) => ({
  '@context': [VC_CONTEXT, OB_CONTEXT],
  id: absoluteUrl(publicUrl, apiPaths.credentialIssuer()),
  type: ['Profile'],
  name: 'Manara',
  url: publicUrl,
  description: 'Online courses, scholarship guidance and mentorship for students and young professionals in Egypt.',
});

/** What completing a course achieves, as every credential for it and its own address describe it. */
export const achievementFor = ({ courseId, title }: { courseId: string; title: string }, publicUrl: string) => ({
  id: absoluteUrl(publicUrl, apiPaths.credentialAchievement(courseId)),
  type: ['Achievement'],
  achievementType: 'Certificate',
  name: title,
  description: `Completed every lesson of the Manara course ${title}.`,
  criteria: { narrative: 'Watched at least 90% of every lesson of the course on Manara.' },
});

/** The achievement as a document of its own, served at its id. */
export const achievementDocument = (course: { courseId: string; title: string }, publicUrl: string) => ({
  '@context': [VC_CONTEXT, OB_CONTEXT],
  ...achievementFor(course, publicUrl),
});

/** The credential for a certificate: what it certifies, as stored at issue, and where its status is read. */
export function openBadgeCredential(certificate: CertificateRow, publicUrl: string) {
  const { '@context': _context, ...issuer } = issuerProfile(publicUrl);
  const page = absoluteUrl(publicUrl, sitePaths.certificate(certificate.id));
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: absoluteUrl(publicUrl, apiPaths.certificateCredential(certificate.id)),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    validFrom: credentialDate(certificate.issuedAt),
    name: `${certificate.courseTitle}: Certificate of Completion`,
    credentialSubject: {
      id: `${page}#learner`,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.learnerName }],
      activityEndDate: credentialDate(certificate.completedAt),
      achievement: achievementFor({ courseId: certificate.courseId, title: certificate.courseTitle }, publicUrl),
    },
    credentialStatus: statusListEntry(certificate.statusIndex, publicUrl),
  };
}

/** A credential the JWT claims can mirror. */
interface SignableCredential {
  id: string;
  issuer: string | { id: string };
  validFrom: string;
  credentialSubject: { id: string };
}

/**
 * The credential as a VC-JWT (VC-JOSE-COSE, OB 3.0 section 8.2): the payload is the credential, with the
 * registered claims beside its members (`iss` its issuer, `jti` its id, `sub` its subject, `nbf` its
 * `validFrom`, to the second); no `vc` claim.
 */
export function signCredential(signer: CredentialSigner, credential: SignableCredential, publicUrl: string) {
  return signer.sign(
    {
      ...credential,
      iss: typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id,
      jti: credential.id,
      sub: credential.credentialSubject.id,
      nbf: Date.parse(credential.validFrom) / 1000,
    },
    { kid: absoluteUrl(publicUrl, apiPaths.credentialKey(signer.thumbprint)) },
  );
}
