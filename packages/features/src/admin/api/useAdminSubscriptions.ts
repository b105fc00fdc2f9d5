import { apiClient, listAdminSubscriptions, setSubscriptionStatus } from '@manara/api-client';
import type { SubscriptionStatus } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { adminSubscriptionsMessages } from '../messages';
import { replaceRow, useAdminList } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

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
  const replace = (subscription: AdminSubscriptionRow) => list.change((current) => ({ ...current, subscriptions: replaceRow(current.subscriptions, subscription) }));
  return { ...list, replace };
}

/** `PATCH /admin/subscriptions/{id}`: active, expired or cancelled; leaving active ends access at once. */
export function useSetSubscriptionStatus() {
  return useEndpointWrite('PATCH /admin/subscriptions/{id}', setSubscriptionStatus, useStore(adminSubscriptionsMessages).updateFailed);
}
