import { AdminUsersScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/users`: the users, to block, unblock and change roles. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="users" />
      <AdminUsersScreen />
    </>
  );
}
