import { MyCertificatesScreen } from '@manara/features/certificates';
import { titledPage } from './titledPage';

/** `/certificates`, in the frame, signed in (docs/product/learning.md#my-certificates): the learner's certificates. */
export const Component = titledPage('certificatesTitle', MyCertificatesScreen, { signedIn: true });
