import { apiClient, searchCoursesByTerm } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { searchMessages } from '../messages';

/**
 * `GET /courses/search?searchTerm=`: the courses whose title holds the text, as one list. Nothing is
 * asked for an empty (trimmed) text.
 */
export function useQuickSearch(query: string) {
  const fallbackMessage = useStore(searchMessages).fetchFailed;
  const term = query.trim();
  const { data, error, isLoading, mutate } = useSWR(term === '' ? null : (['/courses/search', { searchTerm: term }] as const), ([, key]) =>
    searchCoursesByTerm(apiClient, { searchTerm: key.searchTerm, fallbackMessage }),
  );
  return { courses: data, failed: error !== undefined, isLoading, retry: () => void mutate() };
}
