import { apiClient, getCourse } from '@manara/api-client';
import useSWR from 'swr';
import { useErrorText } from '../i18n';

/** `GET /courses/{id}`: one SWR entry per course. */
export const courseDetailKey = (id: string) => ['/courses/:id', id] as const;

/**
 * A course with its lessons and landing page content (the landing page, the lesson player's title and
 * picture), or why it could not be read, in the reader's language (by the answer's code, else `fallbackMessage`).
 */
export function useCourseDetail(id: string, fallbackMessage: string) {
  const errorText = useErrorText();
  const { data, error, mutate } = useSWR(courseDetailKey(id), () => getCourse(apiClient, { id, fallbackMessage }), {
    // A missing course stays missing; asking again on focus would only flash the skeleton.
    shouldRetryOnError: false,
  });
  return {
    course: data,
    error: error === undefined ? undefined : { message: errorText(error, fallbackMessage) },
    retry: () => void mutate(),
  };
}
