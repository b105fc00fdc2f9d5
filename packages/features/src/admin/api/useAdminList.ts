import { useErrorText } from '../../shared/i18n';
import useSWR, { type Key } from 'swr';

/**
 * One page of an admin list (users, courses, subscriptions, audit): its rows, paging, and the failure in the
 * reader's words. The previous page stays on screen while the next one loads, so the table does not jump.
 */
export function useAdminList<TPage>(key: Key, fetchPage: () => Promise<TPage>, fallbackMessage: string) {
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage, { shouldRetryOnError: false, keepPreviousData: true });
  return { data, isLoading, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage), retry: () => void mutate(), mutate };
}
