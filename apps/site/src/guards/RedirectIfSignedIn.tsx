import { useSession } from '@manara/features/session';
import { useState, type ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { SiteNavigate } from '../navigation';
import { safeReturnPath, sitePaths } from '@manara/api-client/paths';

/**
 * For /login, /signup and /forget-password: a visitor who arrives signed in goes to /, or to the page the
 * address names to return to (decision 072). Only on
 * arrival: someone who signs in on the page stays for its success notice, and the page itself
 * moves on (the login screen goes to / after 1.5 s).
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [signedInOnArrival] = useState(isAuthenticated);
  const [query] = useSearchParams();
  if (signedInOnArrival) return <SiteNavigate to={safeReturnPath(query.get(sitePaths.login.query ?? '')) ?? sitePaths.home()} replace />;
  return children ?? <Outlet />;
}
