import { PaymentResultScreen } from '@manara/features/mycourses';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/payment/result?paymentId=`, in the frame (decision 022): where the card page sends the browser back. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <RequireSignedIn>
      <title>{t.paymentResultTitle}</title>
      <PaymentResultScreen paymentId={searchParams.get('paymentId') ?? undefined} onSignedOut={goToLogin} />
    </RequireSignedIn>
  );
}
