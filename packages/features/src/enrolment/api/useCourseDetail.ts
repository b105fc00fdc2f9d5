import { apiClient, getCourse } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { landingMessages } from '../messages';

/** `GET /courses/{id}`: one SWR entry per course. */
export const courseDetailKey = (id: string) => ['/courses/:id', id] as const;

/** The landing page's course, or why it could not be read, in the reader's language (by the answer's code, else the page's default). */
export function useCourseDetail(id: string) {
  const fallbackMessage = useStore(landingMessages).loadFailed;
  const errorText = useErrorText();
  const { data, error } = useSWR(courseDetailKey(id), () => getCourse(apiClient, { id, fallbackMessage }), {
    // A missing course stays missing; asking again on focus would only flash the skeleton.
    shouldRetryOnError: false,
  });
  return { course: data, error: error === undefined ? undefined : { message: errorText(error, fallbackMessage) } };
}
