import { sitePaths } from '@manara/api-client/paths';
import { AdminDashboardScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

const DASHBOARD_LINKS = { users: sitePaths.admin('users'), courses: sitePaths.admin('courses'), subscriptions: sitePaths.admin('subscriptions') };

/** `/admin/dashboard`: the figures, with links to the pages behind them. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="dashboard" />
      <AdminDashboardScreen links={DASHBOARD_LINKS} />
    </>
  );
}
