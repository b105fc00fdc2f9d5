import { VerifyEmailScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/verify-email?token=`, without the frame (docs/product/routes.md#pages-without-the-frame). Confirmed, on to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <>
      <title>{t.verifyEmailTitle}</title>
      <VerifyEmailScreen token={search.get('token') ?? undefined} onVerified={goToLogin} />
    </>
  );
}
