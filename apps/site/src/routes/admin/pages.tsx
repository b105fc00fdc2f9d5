import { AdminApplicationsScreen, AdminAuditScreen, AdminCoursesScreen, AdminDashboardScreen, AdminReportsScreen, AdminSubscriptionsScreen, AdminUsersScreen } from '@manara/features/admin';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { sitePaths, type AdminPage } from '@manara/api-client/paths';
import { adminMessages } from './messages';

const DASHBOARD_LINKS = { users: sitePaths.admin('users'), courses: sitePaths.admin('courses'), subscriptions: sitePaths.admin('subscriptions') };

const SCREENS: Record<AdminPage, () => ReactNode> = {
  dashboard: () => <AdminDashboardScreen links={DASHBOARD_LINKS} />,
  users: () => <AdminUsersScreen />,
  courses: () => <AdminCoursesScreen />,
  subscriptions: () => <AdminSubscriptionsScreen />,
  reports: () => <AdminReportsScreen />,
  audit: () => <AdminAuditScreen />,
  applications: () => <AdminApplicationsScreen />,
};

/** One admin page: its title in the tab and its screen (docs/product/admin.md). */
export function AdminPageRoute({ page }: { page: AdminPage }) {
  const t = useStore(adminMessages);
  return (
    <>
      <title>{`${t[page]}${t.titleSuffix}`}</title>
      {SCREENS[page]()}
    </>
  );
}
