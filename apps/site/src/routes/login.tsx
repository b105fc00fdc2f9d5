import { LoginScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { pageMessages } from './pageMessages';
import { safeReturnPath, sitePaths } from '@manara/api-client/paths';

/**
 * `/login`, without the header and footer (docs/product/routes.md#pages-without-the-frame). Signed in, the visitor goes
 * back to the page `?returnTo=` names when it is a page of this site, else to `/` (decision 072).
 */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const [query] = useSearchParams();
  const next = safeReturnPath(query.get(sitePaths.login.query ?? '')) ?? sitePaths.home();
  const goOn = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  return (
    <>
      <title>{t.loginTitle}</title>
      <LoginScreen onSignedIn={goOn} />
    </>
  );
}
