import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { CertificateScreen } from '@manara/features/certificates';
import { useSession } from '@manara/features/session';
import { useStore } from '@nanostores/react';
import { useParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';

/** `/certificate/{id}`, in the frame, for anyone (docs/product/learning.md#the-public-certificate-page); an admin may revoke it there. */
export function Component() {
  const t = useStore(pageMessages);
  const { isAdmin } = useSession();
  const { certificateId = '' } = useParams();
  return (
    <>
      <title>{t.certificateTitle}</title>
      <CertificateScreen
        certificateId={certificateId}
        pageUrl={absoluteUrl(window.location.origin, sitePaths.certificate(certificateId))}
        canRevoke={isAdmin}
      />
    </>
  );
}
