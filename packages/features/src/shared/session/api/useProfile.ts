import { apiClient, getProfile } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../i18n';
import { sessionMessages } from '../messages';

/**
 * `GET /users/profile`: one SWR entry per session token, and the key is `null` (nothing is
 * fetched) without one. A new sign-in is a new key, so one user's profile never shows for another.
 */
export const profileKey = (token: string | undefined) => (token === undefined ? null : (['/users/profile', token] as const));

export const fetchProfile = (fallbackMessage: string) => getProfile(apiClient, { fallbackMessage });

/** The signed-in user's profile. A failure is not retried on a timer: a 401 ends the session anyway. */
export function useProfile(token: string | undefined) {
  const fallbackMessage = useStore(sessionMessages).profileFailed;
  const errorText = useErrorText();
  const { data, error, isLoading } = useSWR(profileKey(token), () => fetchProfile(fallbackMessage), {
    shouldRetryOnError: false,
  });
  return {
    user: data,
    isLoading,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
  };
}
