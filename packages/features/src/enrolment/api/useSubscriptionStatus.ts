import { apiClient, getSubscriptionStatus, hasErrorCode } from '@manara/api-client';
import useSWR from 'swr';

/** `GET /courses/{id}/subscription-status`, for the signed-in user: one entry per course and user. */
export const subscriptionStatusKey = (courseId: string, userId: string | undefined) =>
  userId === undefined ? null : (['/courses/:id/subscription-status', courseId, userId] as const);

/**
 * Whether the signed-in user owns the course. An ACCOUNT_BLOCKED answer marks the user blocked
 * (docs/product/course-page.md); any other failure is left unknown, and the page falls back on the
 * course's own `isSubscribed`.
 */
export function useSubscriptionStatus(courseId: string, userId: string | undefined) {
  const { data, error } = useSWR(
    subscriptionStatusKey(courseId, userId),
    // The words are never shown: only the answer's code matters.
    () => getSubscriptionStatus(apiClient, { courseId, fallbackMessage: 'Failed to check subscription' }),
    { shouldRetryOnError: false },
  );
  return {
    isSubscribed: data,
    blocked: hasErrorCode(error, 'ACCOUNT_BLOCKED'),
    settled: userId === undefined || data !== undefined || error !== undefined,
  };
}
