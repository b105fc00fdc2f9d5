import { apiClient, getDashboardStats } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { adminDashboardMessages } from '../messages';
import { useAdminRead } from './useAdminList';

/** `GET /admin/dashboard/stats`: read afresh each time the dashboard opens. */
export function useDashboardStats() {
  const fallbackMessage = useStore(adminDashboardMessages).failed;
  const { data, isLoading, errorMessage, retry } = useAdminRead('/admin/dashboard/stats', () => getDashboardStats(apiClient, { fallbackMessage }), fallbackMessage, { revalidateOnMount: true });
  return { stats: data, isLoading, errorMessage, retry };
}
