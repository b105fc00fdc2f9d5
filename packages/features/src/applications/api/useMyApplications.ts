import { apiClient, getMyApplications } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useLearnerRead } from '../../shared/api/useLearnerRead';
import { myApplicationsMessages } from '../messages';

/** `GET /programs/my-applications`: one SWR entry per signed-in user, `null` (nothing is fetched) until the user is known. */
export const myApplicationsKey = (userId: string | undefined) => (userId === undefined ? null : (['/programs/my-applications', userId] as const));

/** The signed-in learner's programme applications, as the server orders them (newest first). */
export function useMyApplications() {
  const fallbackMessage = useStore(myApplicationsMessages).failed;
  const { data, ...read } = useLearnerRead(myApplicationsKey, () => getMyApplications(apiClient, { fallbackMessage }), fallbackMessage);
  return { applications: data, ...read };
}
