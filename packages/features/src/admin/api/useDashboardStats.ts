import { apiClient, getDashboardStats } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { adminDashboardMessages } from '../messages';
import { useAdminRead } from './useAdminList';

export const DASHBOARD_STATS_KEY = '/admin/dashboard/stats';

/** `GET /admin/dashboard/stats`: read afresh each time the dashboard opens. */
export function useDashboardStats() {
  const fallbackMessage = useStore(adminDashboardMessages).failed;
  const { data, isLoading, errorMessage, retry } = useAdminRead(DASHBOARD_STATS_KEY, () => getDashboardStats(apiClient, { fallbackMessage }), fallbackMessage, { revalidateOnMount: true });
  // Figures the page started with (docs/product/overview.md#signed-in-pages-start-with-their-data) show while they are read afresh.
  return { stats: data, isLoading: isLoading && data === undefined, errorMessage, retry };
}
