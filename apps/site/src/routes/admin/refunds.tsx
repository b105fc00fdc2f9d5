import { AdminRefundsScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/refunds`: the payments to refund. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="refunds" />
      <AdminRefundsScreen />
    </>
  );
}
