import { apiClient, getMyApplications } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { myApplicationsMessages } from '../messages';

/** `GET /programs/my-applications`: one SWR entry per signed-in user, `null` (nothing is fetched) until the user is known. */
export const myApplicationsKey = (userId: string | undefined) => (userId === undefined ? null : (['/programs/my-applications', userId] as const));

/** The signed-in learner's programme applications, as the server orders them (newest first). */
export function useMyApplications() {
  const { user } = useSession();
  const fallbackMessage = useStore(myApplicationsMessages).failed;
  const errorText = useErrorText();
  const { data, error, mutate } = useSWR(myApplicationsKey(user?._id), () => getMyApplications(apiClient, { fallbackMessage }), {
    shouldRetryOnError: false,
  });
  return {
    applications: data,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    retry: () => void mutate(),
  };
}
