import { apiClient, createLesson, deleteLesson, deleteLessonFile, listCourseLessons, measureLesson, updateLesson, uploadLessonFile } from '@manara/api-client';
import type { LessonFormBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useMutation } from '../../shared/api/useMutation';
import { useErrorText } from '../../shared/i18n';
import { adminLessonsMessages } from '../messages';

/** `GET /courses/{id}/lessons` with the admin's token: every lesson with its video; `null` fetches nothing. */
export function useCourseLessons(courseId: string | null) {
  const fallbackMessage = useStore(adminLessonsMessages).loadFailed;
  const errorText = useErrorText();
  const { data, error, isLoading, mutate } = useSWR(
    courseId === null ? null : ['/courses/{id}/lessons', courseId],
    () => listCourseLessons(apiClient, { courseId: courseId ?? '', fallbackMessage }),
    { shouldRetryOnError: false },
  );
  return { lessons: data, isLoading, errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage), reload: () => mutate() };
}

/** `POST /admin/courses/{id}/lessons` or `PUT /admin/lessons/{id}`. */
export function useSaveLesson() {
  const t = useStore(adminLessonsMessages);
  return useMutation(
    'POST|PUT lesson',
    ({ courseId, lessonId, lesson }: { courseId: string; lessonId?: string; lesson: LessonFormBody }, context) =>
      lessonId === undefined
        ? createLesson(apiClient, { courseId, lesson, ...context, fallbackMessage: t.createFailed })
        : updateLesson(apiClient, { lessonId, lesson, ...context, fallbackMessage: t.updateFailed }),
    { fallback: t.updateFailed },
  );
}

/** `DELETE /admin/lessons/{id}`. */
export function useDeleteLesson() {
  return useMutation('DELETE /admin/lessons/{id}', ({ lessonId }: { lessonId: string }, context) => deleteLesson(apiClient, { lessonId, ...context }), {
    fallback: useStore(adminLessonsMessages).deleteFailed,
  });
}

/** `PUT /admin/lessons/{id}/length`: a length measured in this browser ("Measure lengths"). */
export function useMeasureLesson() {
  return useMutation(
    'PUT /admin/lessons/{id}/length',
    ({ lessonId, durationSeconds }: { lessonId: string; durationSeconds: number }, context) => measureLesson(apiClient, { lessonId, durationSeconds, ...context }),
    { fallback: useStore(adminLessonsMessages).updateFailed },
  );
}

/** `POST /admin/lessons/{id}/files`: a PDF and the name learners see (docs/product/admin.md#lesson-files). */
export function useAttachLessonFile() {
  return useMutation(
    'POST /admin/lessons/{id}/files',
    ({ lessonId, file, name }: { lessonId: string; file: File; name: string }, context) => uploadLessonFile(apiClient, { lessonId, file, name, ...context }),
    { fallback: useStore(adminLessonsMessages).attachFailed },
  );
}

/** `DELETE /admin/lessons/{id}/files/{fileId}`. */
export function useRemoveLessonFile() {
  return useMutation(
    'DELETE /admin/lessons/{id}/files/{fileId}',
    ({ lessonId, fileId }: { lessonId: string; fileId: string }, context) => deleteLessonFile(apiClient, { lessonId, fileId, ...context }),
    { fallback: useStore(adminLessonsMessages).removeFileFailed },
  );
}
