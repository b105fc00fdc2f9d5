import { apiClient, createCourse, deleteCourse, listAdminCourses, setCourseStatus, updateCourse, type Course } from '@manara/api-client';
import type { CourseFormBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useSWRConfig } from 'swr';
import { useMutation } from '../../shared/api/useMutation';
import { courseDetailKey } from '../../shared/course/useCourseDetail';
import { adminCoursesMessages } from '../messages';
import { replaceRow, useAdminList } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

/**
 * `GET /admin/courses?page=&search=`: every status, 10 a page, newest first. A saved course replaces its
 * row; a created one goes first; a deleted one leaves (docs/product/admin.md#how-the-lists-behave).
 */
export function useAdminCourses({ page, search }: { page: number; search: string }) {
  const fallbackMessage = useStore(adminCoursesMessages).failed;
  const list = useAdminList(['/admin/courses', page, search], () => listAdminCourses(apiClient, { page, search, fallbackMessage }), fallbackMessage);
  const change = (update: (courses: Course[]) => Course[], totalChange = 0) =>
    list.change((current) => ({ ...current, courses: update(current.courses), pagination: { ...current.pagination, total: current.pagination.total + totalChange } }));
  return {
    ...list,
    replace: (course: Course) => change((courses) => replaceRow(courses, course)),
    prepend: (course: Course) => change((courses) => [course, ...courses.filter((row) => row._id !== course._id)], 1),
    remove: (courseId: string) => change((courses) => courses.filter((row) => row._id !== courseId), -1),
  };
}

/** `POST /admin/courses` or `PATCH /admin/courses/{id}`: JSON, or multipart when a new picture was chosen. */
export function useSaveCourse() {
  const t = useStore(adminCoursesMessages);
  const { mutate } = useSWRConfig();
  return useMutation(
    'POST|PATCH /admin/courses',
    ({ courseId, course, image }: { courseId?: string; course: CourseFormBody; image?: File }, context) => {
      const withImage = image ? { image } : {};
      return courseId === undefined
        ? createCourse(apiClient, { course, ...withImage, ...context, fallbackMessage: t.createFailed })
        : updateCourse(apiClient, { courseId, course, ...withImage, ...context, fallbackMessage: t.updateFailed });
    },
    // The next edit, and the course page in this tab, read the page content as saved.
    { fallback: t.updateFailed, onSuccess: (saved) => mutate(courseDetailKey(saved._id)) },
  );
}

/** `PATCH /admin/courses/{id}/status`: draft, published or archived. */
export function useSetCourseStatus() {
  return useEndpointWrite('PATCH /admin/courses/{id}/status', setCourseStatus, useStore(adminCoursesMessages).statusFailed);
}

/** `DELETE /admin/courses/{id}`: a 409 when learners hold it (archive it instead). */
export function useDeleteCourse() {
  return useEndpointWrite('DELETE /admin/courses/{id}', deleteCourse, useStore(adminCoursesMessages).deleteFailed);
}
