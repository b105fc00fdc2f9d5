import { ResetPasswordScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/reset-password?token=`, without the frame (docs/product/routes.md#pages-without-the-frame). After the reset, on to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <>
      <title>{t.resetPasswordTitle}</title>
      <ResetPasswordScreen token={search.get('token') ?? undefined} onReset={goToLogin} />
    </>
  );
}
