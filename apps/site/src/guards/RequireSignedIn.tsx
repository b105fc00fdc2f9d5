import { useSession } from '@manara/features/session';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteNavigate } from '../navigation';
import { useLoginHref } from '../loginHere';

/**
 * For the signed-in user's pages (the *signed in* rows of docs/product/routes.md): a visitor without a
 * session goes to /login, which brings them back here (decision 072). The session is the cookie (decision 016), known at once, so there is
 * nothing to wait for. Wraps `children`, or the child routes when used as a layout route.
 */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useSession();
  const loginHref = useLoginHref();
  if (!isAuthenticated) return <SiteNavigate to={loginHref} replace />;
  return children ?? <Outlet />;
}
