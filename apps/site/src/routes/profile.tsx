import { ProfileScreen } from '@manara/features/profile';
import { useStore } from '@nanostores/react';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { useGoToLogin } from '../loginHere';
import { pageMessages } from './pageMessages';

/** `/profile`, in the frame (docs/product/routes.md), for the signed-in user; a session that ends here leads to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const goToLogin = useGoToLogin({ replace: true });
  return (
    <RequireSignedIn>
      <title>{t.profileTitle}</title>
      <ProfileScreen onSignedOut={goToLogin} />
    </RequireSignedIn>
  );
}
