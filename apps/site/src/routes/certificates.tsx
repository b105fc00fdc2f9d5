import { MyCertificatesScreen } from '@manara/features/certificates';
import { useSiteOrigin } from '../siteOrigin';
import { signedInPage } from './signedInPage';

/** `/certificates`, in the frame, signed in (docs/product/learning.md#my-certificates): the learner's certificates. */
export const Component = signedInPage('certificatesTitle', function Certificates() {
  return <MyCertificatesScreen siteOrigin={useSiteOrigin()} />;
});
