import { sitePaths } from '@manara/api-client/paths';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteNavigate } from './navigation';

/**
 * The login page's address with the current page to come back to (decision 072): the course page whose
 * Enroll Now asked for a session, the lessons or My Courses a guard turned away.
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return sitePaths.login(`${pathname}${search}`);
}

/** Goes to the login page, which comes back here once signed in. */
export function useGoToLogin({ replace = false }: { replace?: boolean } = {}): () => void {
  const navigate = useSiteNavigate();
  const href = useLoginHref();
  return useCallback(() => void navigate(href, { replace }), [navigate, href, replace]);
}
