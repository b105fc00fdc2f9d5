import { useErrorText } from '../../shared/i18n';
import useSWR, { type Key, type SWRConfiguration } from 'swr';

/**
 * What an admin page reads: the answer, whether it is on its way, the failure in the reader's words, and a
 * retry. A failure stays on screen until the reader retries; it is not tried again on its own. `change` shows
 * a write's answer in place, without reading again (docs/product/admin.md#how-the-lists-behave).
 */
export function useAdminRead<TData>(key: Key, read: () => Promise<TData>, fallbackMessage: string, options: SWRConfiguration<TData> = {}) {
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR(key, read, { shouldRetryOnError: false, ...options });
  return {
    data,
    isLoading,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    retry: () => void mutate(),
    mutate,
    change: (update: (current: TData) => TData) => void mutate((current) => current && update(current), { revalidate: false }),
  };
}

/**
 * One page of an admin list (users, courses, subscriptions, audit). The previous page stays on screen while the
 * next one loads, so the table does not jump.
 */
export function useAdminList<TPage>(key: Key, fetchPage: () => Promise<TPage>, fallbackMessage: string) {
  return useAdminRead(key, fetchPage, fallbackMessage, { keepPreviousData: true });
}

/** The rows with `row` in place of the one with its id. */
export const replaceRow = <TRow extends { _id: string }>(rows: readonly TRow[], row: TRow) => rows.map((each) => (each._id === row._id ? row : each));
