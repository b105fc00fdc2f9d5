import { AdminSubscriptionsScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/subscriptions`: the subscriptions. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="subscriptions" />
      <AdminSubscriptionsScreen />
    </>
  );
}
