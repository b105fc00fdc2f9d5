import { apiClient, errorMessageOf, getCourse } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { landingMessages } from '../messages';

/** `GET /courses/{id}`: one SWR entry per course. */
export const courseDetailKey = (id: string) => ['/courses/:id', id] as const;

/** The landing page's course, or why it could not be read (the server's message, else §8's default). */
export function useCourseDetail(id: string) {
  const fallbackMessage = useStore(landingMessages).loadFailed;
  const { data, error } = useSWR(courseDetailKey(id), () => getCourse(apiClient, { id, fallbackMessage }), {
    // A missing course stays missing; asking again on focus would only flash the skeleton.
    shouldRetryOnError: false,
  });
  return { course: data, error: error === undefined ? undefined : { message: errorMessageOf(error, fallbackMessage) } };
}
