import { PaymentResultScreen } from '@manara/features/mycourses';
import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router-dom';
import { useGoToLogin } from '../loginHere';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { pageMessages } from './pageMessages';

/** `/payment/result?paymentId=`, in the frame (decision 022): where the card page sends the browser back. */
export function Component() {
  const t = useStore(pageMessages);
  const [searchParams] = useSearchParams();
  const goToLogin = useGoToLogin({ replace: true });
  return (
    <RequireSignedIn>
      <title>{t.paymentResultTitle}</title>
      <PaymentResultScreen paymentId={searchParams.get('paymentId') ?? undefined} onSignedOut={goToLogin} />
    </RequireSignedIn>
  );
}
