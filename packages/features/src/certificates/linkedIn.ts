import type { Certificate } from '@manara/api-client';

/**
 * LinkedIn's "Add to profile" address for a certification, filled in: the course as the name, Manara as
 * the organisation, the issue month, and this certificate's page and id so LinkedIn links back to it.
 */
export function addToLinkedInHref(certificate: Certificate, pageUrl: string): string {
  const issued = new Date(certificate.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: 'Manara',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: pageUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
