import { apiClient, getCompletedCourses, getCourseCertificate } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR, { useSWRConfig } from 'swr';
import { useErrorText } from '../../shared/i18n';
import { useLearnerRead } from '../../shared/api/useLearnerRead';
import { useSession } from '../../shared/session';
import { myCertificatesMessages } from '../messages';

/** `GET /completion/completed-courses`: one SWR entry per signed-in user, `null` until the user is known. */
export const completedCoursesKey = (userId: string | undefined) => (userId === undefined ? null : (['/completion/completed-courses', userId] as const));

/** The signed-in learner's completed courses, newest first. */
export function useCompletedCourses() {
  const fallbackMessage = useStore(myCertificatesMessages).failed;
  const { data, ...read } = useLearnerRead(completedCoursesKey, () => getCompletedCourses(apiClient, { fallbackMessage }), fallbackMessage);
  return { completedCourses: data, ...read };
}

/** `GET /completion/courses/{id}/certificate`: the certificate a viewer draws; `null` while none is open. */
export function useCourseCertificate(courseId: string | undefined) {
  const fallbackMessage = useStore(myCertificatesMessages).certificateFailed;
  const errorText = useErrorText();
  const { data, error } = useSWR(courseId === undefined ? null : (['/completion/certificate', courseId] as const), ([, id]) =>
    getCourseCertificate(apiClient, { courseId: id, fallbackMessage }),
  );
  return { certificate: data, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage) };
}

/** Marks the learner's completed courses out of date (a course was just completed), so My Certificates reads them again. */
export function useRefreshCompletedCourses() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  return () => void mutate(completedCoursesKey(user?._id));
}
