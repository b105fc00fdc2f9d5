import { apiClient, getDashboardStats } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { adminDashboardMessages } from '../messages';

/** `GET /admin/dashboard/stats`: read afresh each time the dashboard opens. */
export function useDashboardStats() {
  const fallbackMessage = useStore(adminDashboardMessages).failed;
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR('/admin/dashboard/stats', () => getDashboardStats(apiClient, { fallbackMessage }), {
    shouldRetryOnError: false,
    revalidateOnMount: true,
  });
  return { stats: data, isLoading, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage), retry: () => void mutate() };
}
