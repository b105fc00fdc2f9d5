import { AdminReportsScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/reports`: the reports, as charts and tables, and their CSV. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="reports" />
      <AdminReportsScreen />
    </>
  );
}
