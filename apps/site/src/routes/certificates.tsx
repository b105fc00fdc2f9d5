import { MyCertificatesScreen } from '@manara/features/certificates';
import { useStore } from '@nanostores/react';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { pageMessages } from './pageMessages';

/** `/certificates`, in the frame, signed in (docs/product/learning.md#my-certificates): the learner's certificates. */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <RequireSignedIn>
      <title>{t.certificatesTitle}</title>
      <MyCertificatesScreen />
    </RequireSignedIn>
  );
}
