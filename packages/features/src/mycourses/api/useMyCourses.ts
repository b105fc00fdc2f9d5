import { apiClient, getCoursesByIds, type ApiClient } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { myCoursesMessages } from '../messages';

/** `POST /courses/by-ids`: one SWR entry per set of ids; `null` (nothing is fetched) until they are known. */
export const myCoursesKey = (ids: readonly string[] | undefined) =>
  ids === undefined || ids.length === 0 ? null : (['/courses/by-ids', ids] as const);

export const fetchMyCourses = ([, ids]: NonNullable<ReturnType<typeof myCoursesKey>>, fallbackMessage: string, client: ApiClient = apiClient) =>
  getCoursesByIds(client, { ids: [...ids], fallbackMessage });

/**
 * The courses of the given ids, in the order of the ids (the server's order is not promised);
 * a course that no longer exists is left out.
 */
export function useMyCourses(ids: readonly string[] | undefined) {
  const fallbackMessage = useStore(myCoursesMessages).failed;
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR(myCoursesKey(ids), (key) => fetchMyCourses(key, fallbackMessage), {
    shouldRetryOnError: false,
  });
  const courses =
    data === undefined || ids === undefined
      ? undefined
      : ids.flatMap((id) => data.filter((course) => course._id === id));
  return {
    courses,
    isLoading,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    retry: () => void mutate(),
  };
}
