import { apiClient, listCourses, type Category } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { coursesMessages } from '../messages';

/** A listing on the courses screen: the latest of all courses, or one category. */
export type CourseListing = 'latest' | Category;

const fallbackKeys = {
  latest: 'latestFailed',
  Featured: 'featuredFailed',
  Manara: 'manaraFailed',
} as const satisfies Record<CourseListing, string>;

/** `GET /courses?page=&category=`: one SWR entry per listing and page. */
export const coursesKey = ({ listing, page }: { listing: CourseListing; page: number }) =>
  ['/courses', { listing, page }] as const;

export const fetchCourses = ([, { listing, page }]: ReturnType<typeof coursesKey>, fallbackMessage: string) =>
  listCourses(apiClient, { page, category: listing === 'latest' ? undefined : listing, fallbackMessage });

/**
 * One page of a listing. While the next page loads the previous one stays on screen
 * (`isStale`), so the grid does not collapse to skeletons on every page turn.
 */
export function useCourses({ listing, page }: { listing: CourseListing; page: number }) {
  const fallbackMessage = useStore(coursesMessages)[fallbackKeys[listing]];
  const errorText = useErrorText();
  const { data, error } = useSWR(
    coursesKey({ listing, page }),
    (key) => fetchCourses(key, fallbackMessage),
    { keepPreviousData: true },
  );
  return {
    data,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    // Another page's answer, kept while this one loads; this page's own answer being checked again is not stale.
    isStale: data !== undefined && data.pagination.page !== page,
  };
}
