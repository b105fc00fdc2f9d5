import { AdminAuditScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/audit`: the audit log. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="audit" />
      <AdminAuditScreen />
    </>
  );
}
