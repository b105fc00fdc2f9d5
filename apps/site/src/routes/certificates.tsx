import { MyCertificatesScreen } from '@manara/features/certificates';
import { signedInPage } from './signedInPage';

/** `/certificates`, in the frame, signed in (docs/product/learning.md#my-certificates): the learner's certificates. */
export const Component = signedInPage('certificatesTitle', MyCertificatesScreen);
