import { useSession } from '@manara/features/session';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteNavigate } from '../navigation';
import { sitePaths } from '@manara/api-client/paths';
import { useLoginHref } from '../loginHere';

/**
 * Admin pages (docs/product/routes.md#guards). Signed out → /login; signed in but not an admin → /. While the profile
 * is on its way nothing shows, so the role it brings decides, never a guess that redirects wrongly.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAuthenticated, isAdmin, loading } = useSession();
  const loginHref = useLoginHref();
  if (!isAuthenticated) return <SiteNavigate to={loginHref} replace />;
  if (loading) return null;
  if (!isAdmin) return <SiteNavigate to={sitePaths.home()} replace />;
  return children ?? <Outlet />;
}
