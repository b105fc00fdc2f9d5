import { SignupScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useSiteNavigate } from '../navigation';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/signup`, without the frame (docs/product/routes.md). Once the visitor has read 'check your email', on to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const goToLogin = useCallback(() => void navigate(sitePaths.login()), [navigate]);
  return (
    <>
      <title>{t.signupTitle}</title>
      <SignupScreen onRegistered={goToLogin} />
    </>
  );
}
