import { apiClient, createInstructor, listInstructors } from '@manara/api-client';
import type { InstructorFormBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import useSWR, { useSWRConfig } from 'swr';
import { useMutation } from '../../shared/api/useMutation';
import { useErrorText } from '../../shared/i18n';
import { adminCoursesMessages, adminInstructorMessages } from '../messages';

const KEY = '/admin/instructors';

/** `GET /admin/instructors`: the course form's choice of instructor, by name. */
export function useInstructors() {
  const fallbackMessage = useStore(adminCoursesMessages).instructorsFailed;
  const errorText = useErrorText();
  const { data, error } = useSWR(KEY, () => listInstructors(apiClient, { fallbackMessage }), { shouldRetryOnError: false });
  return { instructors: data, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage) };
}

/** `POST /admin/instructors`: JSON, or multipart with a photo; the list is read again once it is saved. */
export function useCreateInstructor() {
  const t = useStore(adminInstructorMessages);
  const { mutate } = useSWRConfig();
  return useMutation(
    'POST /admin/instructors',
    ({ instructor, photo }: { instructor: InstructorFormBody; photo?: File }, context) =>
      createInstructor(apiClient, { instructor, ...(photo ? { photo } : {}), ...context, fallbackMessage: t.createFailed }),
    { fallback: t.createFailed, onSuccess: () => mutate(KEY) },
  );
}
