import { apiClient, createLesson, deleteLesson, deleteLessonFile, listCourseLessons, measureLesson, updateLesson, uploadLessonFile } from '@manara/api-client';
import type { LessonFormBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminLessonsMessages } from '../messages';
import { useAdminRead } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

/** `GET /courses/{id}/lessons` with the admin's token: every lesson with its video; `null` fetches nothing. */
export function useCourseLessons(courseId: string | null) {
  const fallbackMessage = useStore(adminLessonsMessages).loadFailed;
  const { data, isLoading, errorMessage, mutate } = useAdminRead(
    courseId === null ? null : ['/courses/{id}/lessons', courseId],
    () => listCourseLessons(apiClient, { courseId: courseId ?? '', fallbackMessage }),
    fallbackMessage,
  );
  return { lessons: data, isLoading, errorMessage, reload: () => mutate() };
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
  return useEndpointWrite('DELETE /admin/lessons/{id}', deleteLesson, useStore(adminLessonsMessages).deleteFailed);
}

/** `PUT /admin/lessons/{id}/length`: a length measured in this browser ("Measure lengths"). */
export function useMeasureLesson() {
  return useEndpointWrite('PUT /admin/lessons/{id}/length', measureLesson, useStore(adminLessonsMessages).updateFailed);
}

/** `POST /admin/lessons/{id}/files`: a PDF and the name learners see (docs/product/admin.md#lesson-files). */
export function useAttachLessonFile() {
  return useEndpointWrite('POST /admin/lessons/{id}/files', uploadLessonFile, useStore(adminLessonsMessages).attachFailed);
}

/** `DELETE /admin/lessons/{id}/files/{fileId}`. */
export function useRemoveLessonFile() {
  return useEndpointWrite('DELETE /admin/lessons/{id}/files/{fileId}', deleteLessonFile, useStore(adminLessonsMessages).removeFileFailed);
}
