import { apiClient, listAdminSubscriptions, setSubscriptionStatus } from '@manara/api-client';
import type { SubscriptionStatus } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminSubscriptionsMessages } from '../messages';
import { useAdminList } from './useAdminList';

type SubscriptionsPage = Awaited<ReturnType<typeof listAdminSubscriptions>>;
export type AdminSubscriptionRow = SubscriptionsPage['subscriptions'][number];

/** `GET /admin/subscriptions?page=&search=&status=`: 10 a page, newest first. */
export function useAdminSubscriptions({ page, search, status }: { page: number; search: string; status: SubscriptionStatus | undefined }) {
  const fallbackMessage = useStore(adminSubscriptionsMessages).failed;
  const list = useAdminList(
    ['/admin/subscriptions', page, search, status ?? ''],
    () => listAdminSubscriptions(apiClient, { page, search, ...(status ? { status } : {}), fallbackMessage }),
    fallbackMessage,
  );
  const replace = (subscription: AdminSubscriptionRow) =>
    void list.mutate(
      (current: SubscriptionsPage | undefined) =>
        current && { ...current, subscriptions: current.subscriptions.map((row) => (row._id === subscription._id ? subscription : row)) },
      { revalidate: false },
    );
  return { ...list, replace };
}

/** `PATCH /admin/subscriptions/{id}`: active, expired or cancelled; leaving active ends access at once. */
export function useSetSubscriptionStatus() {
  return useMutation(
    'PATCH /admin/subscriptions/{id}',
    ({ subscriptionId, status }: { subscriptionId: string; status: SubscriptionStatus }, context) =>
      setSubscriptionStatus(apiClient, { subscriptionId, status, ...context }),
    { fallback: useStore(adminSubscriptionsMessages).updateFailed },
  );
}
