import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { CertificateScreen, useCertificateVerification } from '@manara/features/certificates';
import { useSession } from '@manara/features/session';
import { useStore } from '@nanostores/react';
import { useParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';

/** `/certificate/{id}`, in the frame, for anyone (docs/product/learning.md#the-public-certificate-page); an admin may revoke it there. */
export function Component() {
  const t = useStore(pageMessages);
  const { isAdmin } = useSession();
  const { certificateId = '' } = useParams();
  // The screen's own read (one request): titled as the page's head names it, once the certificate is known.
  const { verification } = useCertificateVerification(certificateId);
  const title =
    verification?.status === 'valid'
      ? t.certificateTitleOf({ learner: verification.certificate.learnerName, course: verification.certificate.courseTitle })
      : verification?.status === 'revoked'
        ? t.revokedCertificateTitle
        : t.certificateTitle;
  return (
    <>
      <title>{title}</title>
      <CertificateScreen
        certificateId={certificateId}
        pageUrl={absoluteUrl(window.location.origin, sitePaths.certificate(certificateId))}
        canRevoke={isAdmin}
      />
    </>
  );
}
