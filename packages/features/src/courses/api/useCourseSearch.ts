import { ApiError, apiClient, searchCourses } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { coursesMessages } from '../messages';

/**
 * `GET /courses/search?title=&page=`. The key is `null` (nothing is fetched) when the
 * trimmed text is empty: the spec never queries an empty search.
 */
export const courseSearchKey = ({ title, page }: { title: string; page: number }) => {
  const trimmed = title.trim();
  return trimmed === '' ? null : (['/courses/search', { title: trimmed, page }] as const);
};

type SearchKey = NonNullable<ReturnType<typeof courseSearchKey>>;

/** The results remember which text they answer, so a new text never shows the old one's courses. */
export const fetchCourseSearch = async ([, { title, page }]: SearchKey, fallbackMessage: string) => ({
  ...(await searchCourses(apiClient, { title, page, fallbackMessage })),
  title,
});

/**
 * One page of search results. The previous page of the same text stays on screen while the
 * next one loads (`isStale`); a different text starts from nothing, so its skeletons show.
 */
export function useCourseSearch({ title, page }: { title: string; page: number }) {
  const t = useStore(coursesMessages);
  const fallbackMessage = t.searchFailed;
  const errorText = useErrorText();
  const key = courseSearchKey({ title, page });
  const { data, error, isLoading, mutate } = useSWR(key, (k: SearchKey) => fetchCourseSearch(k, fallbackMessage), {
    keepPreviousData: true,
  });
  const current = key !== null && data?.title === key[1].title ? data : undefined;
  return {
    data: current,
    // An answer without a message is 'Failed to fetch search results'; no answer at all, 'Search failed'
    // (docs/product/errors.md#catalogue).
    errorMessage: error === undefined ? undefined : error instanceof ApiError && error.status === 0 ? t.searchUnanswered : errorText(error, fallbackMessage),
    isStale: isLoading && current !== undefined,
    retry: () => void mutate(),
  };
}
