import { ApiError, apiClient, getSubscriptionStatus } from '@manara/api-client';
import useSWR from 'swr';
import { isBlockedMessage } from '../blocked';

/** `GET /courses/{id}/subscription-status`, for the signed-in user: one entry per course and user. */
export const subscriptionStatusKey = (courseId: string, userId: string | undefined) =>
  userId === undefined ? null : (['/courses/:id/subscription-status', courseId, userId] as const);

/**
 * Whether the signed-in user owns the course. A failure whose message says 'blocked' marks the
 * user blocked (§4 Subscription check); any other failure is left unknown, and the page falls
 * back on the course's own `isSubscribed`.
 */
export function useSubscriptionStatus(courseId: string, userId: string | undefined) {
  const { data, error } = useSWR(
    subscriptionStatusKey(courseId, userId),
    // The words are never shown: only 'blocked' in the server's message matters.
    () => getSubscriptionStatus(apiClient, { courseId, fallbackMessage: 'Failed to check subscription' }),
    { shouldRetryOnError: false },
  );
  return {
    isSubscribed: data,
    blocked: error instanceof ApiError && isBlockedMessage(error.message),
    settled: userId === undefined || data !== undefined || error !== undefined,
  };
}
