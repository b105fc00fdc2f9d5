import { ProfileScreen } from '@manara/features/profile';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/profile`, in the frame (docs/product/routes.md), for the signed-in user; a session that ends here leads to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <RequireSignedIn>
      <title>{t.profileTitle}</title>
      <ProfileScreen onSignedOut={goToLogin} />
    </RequireSignedIn>
  );
}
