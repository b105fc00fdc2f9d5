import { apiClient, getGoogleStatus } from '@manara/api-client';
import useSWR from 'swr';

/** `GET /users/google/status`: one SWR entry, read by the login page (and drawn with it on the server). */
export const googleStatusKey = ['/users/google/status'] as const;

/**
 * Whether to offer 'Continue with Google': only once the server says it is configured. While the answer is on
 * its way, or when it fails, the button stays away: a button that ends on 'not configured' is worse than none.
 */
export function useGoogleOffered(): boolean {
  const { data } = useSWR(googleStatusKey, () => getGoogleStatus(apiClient, { fallbackMessage: '' }));
  return data?.configured === true;
}
