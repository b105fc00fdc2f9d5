import { LoginScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/login`, without the header and footer (docs/product/routes.md#pages-without-the-frame). Signed in, the visitor goes to `/`. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(sitePaths.home(), { replace: true }), [navigate]);
  return (
    <>
      <title>{t.loginTitle}</title>
      <LoginScreen onSignedIn={goHome} />
    </>
  );
}
