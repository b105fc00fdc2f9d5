import { apiClient, listLessonLengths } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { adminDashboardMessages } from '../messages';
import { useAdminRead } from './useAdminList';

/** `GET /admin/lessons/lengths`: lessons never measured, and lessons a learner's player disputed (decision 060). */
export function useLessonLengths() {
  const fallbackMessage = useStore(adminDashboardMessages).lengthsFailed;
  const { data, isLoading, errorMessage, retry } = useAdminRead('/admin/lessons/lengths', () => listLessonLengths(apiClient, { fallbackMessage }), fallbackMessage, { revalidateOnMount: true });
  return { lengths: data, isLoading, errorMessage, retry };
}
