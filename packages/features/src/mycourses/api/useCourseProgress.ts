import { apiClient, getCourseProgress } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { courseProgressKey } from '../../shared/course/courseProgress';
import { useSession } from '../../shared/session';
import { myCoursesMessages } from '../messages';

/**
 * How far the learner is in one of their courses: the lessons completed, and whether they have started
 * (a lesson watched). Undefined while unknown or unreadable: the card then shows no progress, as before.
 */
export function useCourseProgress(courseId: string) {
  const { user } = useSession();
  const fallbackMessage = useStore(myCoursesMessages).failed;
  const { data } = useSWR(courseProgressKey(courseId, user?._id), () => getCourseProgress(apiClient, { courseId, fallbackMessage }), {
    shouldRetryOnError: false,
  });
  if (data === undefined) return undefined;
  return { started: data.lastLessonId !== null, completed: data.lessons.filter((lesson) => lesson.completed).length };
}
