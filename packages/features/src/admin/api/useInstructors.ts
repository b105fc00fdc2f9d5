import { apiClient, createInstructor, listInstructors } from '@manara/api-client';
import type { InstructorFormBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useSWRConfig } from 'swr';
import { useMutation } from '../../shared/api/useMutation';
import { adminCoursesMessages, adminInstructorMessages } from '../messages';
import { useAdminRead } from './useAdminList';

const KEY = '/admin/instructors';

/** `GET /admin/instructors`: the course form's choice of instructor, by name. */
export function useInstructors() {
  const fallbackMessage = useStore(adminCoursesMessages).instructorsFailed;
  const { data, errorMessage } = useAdminRead(KEY, () => listInstructors(apiClient, { fallbackMessage }), fallbackMessage);
  return { instructors: data, errorMessage };
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
