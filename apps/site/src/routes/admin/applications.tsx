import { AdminApplicationsScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/applications`: the programme applications, to review. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="applications" />
      <AdminApplicationsScreen />
    </>
  );
}
