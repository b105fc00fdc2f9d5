import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { CertificateScreen } from '@manara/features/certificates';
import { useStore } from '@nanostores/react';
import { useParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';

/** `/certificate/{id}`, in the frame, for anyone (docs/product/learning.md#the-public-certificate-page). */
export function Component() {
  const t = useStore(pageMessages);
  const { certificateId = '' } = useParams();
  return (
    <>
      <title>{t.certificateTitle}</title>
      <CertificateScreen certificateId={certificateId} pageUrl={absoluteUrl(window.location.origin, sitePaths.certificate(certificateId))} />
    </>
  );
}
