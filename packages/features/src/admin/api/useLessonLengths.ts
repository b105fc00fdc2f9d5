import { apiClient, listLessonLengths } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { adminDashboardMessages } from '../messages';

/** `GET /admin/lessons/lengths`: lessons never measured, and lessons a learner's player disputed (decision 060). */
export function useLessonLengths() {
  const fallbackMessage = useStore(adminDashboardMessages).lengthsFailed;
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR('/admin/lessons/lengths', () => listLessonLengths(apiClient, { fallbackMessage }), {
    shouldRetryOnError: false,
    revalidateOnMount: true,
  });
  return { lengths: data, isLoading, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage), retry: () => void mutate() };
}
