import { GoogleCallbackScreen } from '@manara/features/auth';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/**
 * `/auth/google`, signed in, or `?error=…` (docs/product/accounts.md#google-sign-in), where the API sends the browser back from
 * Google. The query is read once and then taken out of the address, so a reload does not show the error again.
 */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const [search, setSearch] = useSearchParams();
  const [error] = useState(() => search.get('error') ?? undefined);
  useEffect(() => {
    if (search.size > 0) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const goHome = useCallback(() => void navigate(sitePaths.home(), { replace: true }), [navigate]);
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <>
      <title>{t.googleTitle}</title>
      <GoogleCallbackScreen error={error} onSignedIn={goHome} onFailed={goToLogin} />
    </>
  );
}
