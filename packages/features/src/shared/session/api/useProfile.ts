import { apiClient, getProfile } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../i18n';
import { sessionMessages } from '../messages';

/**
 * `GET /users/profile`: one SWR entry for the signed-in user, and the key is `null` (nothing is fetched)
 * without a session. Signing in or out replaces or empties it, so one user's profile never shows for another.
 */
export const PROFILE_KEY = '/users/profile';
const profileKey = (signedIn: boolean) => (signedIn ? PROFILE_KEY : null);

export const fetchProfile = (fallbackMessage: string) => getProfile(apiClient, { fallbackMessage });

/** The signed-in user's profile. A failure is not retried on a timer: a 401 ends the session anyway. */
export function useProfile(signedIn: boolean) {
  const fallbackMessage = useStore(sessionMessages).profileFailed;
  const errorText = useErrorText();
  const { data, error, isLoading } = useSWR(profileKey(signedIn), () => fetchProfile(fallbackMessage), {
    shouldRetryOnError: false,
  });
  return {
    user: data,
    // A profile the page started with (docs/product/overview.md#signed-in-pages-start-with-their-data) is known
    // while it is asked for again: nothing waits for it.
    isLoading: isLoading && data === undefined,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
  };
}
