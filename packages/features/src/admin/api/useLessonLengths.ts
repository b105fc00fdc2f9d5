import { apiClient, listLessonLengths } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { adminDashboardMessages } from '../messages';
import { useAdminRead } from './useAdminList';

export const LESSON_LENGTHS_KEY = '/admin/lessons/lengths';

/** `GET /admin/lessons/lengths`: lessons never measured, and lessons a learner's player disputed (decision 060). */
export function useLessonLengths() {
  const fallbackMessage = useStore(adminDashboardMessages).lengthsFailed;
  const { data, isLoading, errorMessage, retry } = useAdminRead(LESSON_LENGTHS_KEY, () => listLessonLengths(apiClient, { fallbackMessage }), fallbackMessage, { revalidateOnMount: true });
  // Figures the page started with (docs/product/overview.md#signed-in-pages-start-with-their-data) show while they are read afresh.
  return { lengths: data, isLoading: isLoading && data === undefined, errorMessage, retry };
}
