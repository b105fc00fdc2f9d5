import { apiClient, getCourseProgress, hasErrorCode, listLessons, reportProgress, type LessonProgress, type ProgressReportBody } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { courseProgressKey } from '../../shared/course/courseProgress';
import { useErrorText } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { lessonPlayerMessages } from '../messages';

/**
 * `GET /lessons/courses/{id}/lessons`: one SWR entry per course and learner (a subscriber's carries the
 * private videos), `null` until the user is known.
 */
export const courseLessonsKey = (courseId: string, userId: string | undefined) =>
  userId === undefined ? null : (['/lessons/courses/:id/lessons', courseId, userId] as const);


type CourseProgress = Awaited<ReturnType<typeof getCourseProgress>>;

/** The course's lessons in order, and the learner's progress in it: where to resume and what is completed. */
export function useLessonPlayerData(courseId: string) {
  const { user } = useSession();
  const t = useStore(lessonPlayerMessages);
  const fallbackMessage = t.loadFailed;
  const errorText = useErrorText();
  const lessons = useSWR(courseLessonsKey(courseId, user?._id), () => listLessons(apiClient, { courseId, fallbackMessage }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const progress = useSWR(courseProgressKey(courseId, user?._id), () => getCourseProgress(apiClient, { courseId, fallbackMessage: t.progressFailed }), {
    shouldRetryOnError: false,
    // The player keeps the progress itself (each report's answer); a refetch on focus would move nothing.
    revalidateOnFocus: false,
  });
  const error = lessons.error ?? progress.error;
  const blocked = hasErrorCode(error, 'ACCOUNT_BLOCKED');
  const notSubscribed = !blocked && hasErrorCode(progress.error, 'NOT_SUBSCRIBED');

  /**
   * Puts a report's answer into the progress, so the outline and the counts follow at once. A completed
   * lesson stays completed, whatever order the answers arrive in.
   */
  const remember = (lesson: LessonProgress) => {
    const update = (current: CourseProgress | undefined) => {
      if (!current) return current;
      const before = current.lessons.find((other) => other.lessonId === lesson.lessonId);
      const merged = { ...lesson, completed: lesson.completed || before?.completed === true };
      return { lastLessonId: lesson.lessonId, lessons: [merged, ...current.lessons.filter((other) => other !== before)] };
    };
    // An answer may come after the cache itself has gone (a story's own, with the story): nothing to update.
    progress.mutate(update, { revalidate: false }).catch(() => undefined);
  };

  return {
    lessons: lessons.data,
    progress: progress.data,
    blocked,
    notSubscribed,
    errorMessage: error === undefined || blocked || notSubscribed ? undefined : errorText(error, lessons.error === undefined ? t.progressFailed : fallbackMessage),
    retry: () => {
      void lessons.mutate();
      void progress.mutate();
    },
    remember,
  };
}

/** Sends a progress report; the answer is the lesson's progress as the server counted it. */
export const sendProgressReport = ({
  lessonId,
  body,
  keepalive = false,
  fallbackMessage,
}: {
  lessonId: string;
  body: ProgressReportBody;
  keepalive?: boolean;
  fallbackMessage: string;
}) => reportProgress(apiClient, { lessonId, body, keepalive, fallbackMessage });
