import { getCourse, getCourseProgress, listLessons } from '@manara/api-client';
import { firstRead, type FirstRead, type FirstReadContext } from '../../shared/api/firstReads';
import { courseProgressKey } from '../../shared/course/courseProgress';
import { courseDetailKey } from '../../shared/course/useCourseDetail';
import { courseLessonsKey } from './useLessonPlayerData';

/** What the lesson player reads first: the course (its title, and its picture over the player), its lessons, and the learner's progress in it. */
export function lessonPlayerFirstReads({ client, user }: FirstReadContext, courseId: string): FirstRead[] {
  return [
    // The course's picture covers the player when a return resumes a lesson, not on a first visit: not first.
    firstRead(courseDetailKey(courseId), () => getCourse(client, { id: courseId, fallbackMessage: '' }), (course) =>
      course.image === undefined ? undefined : { address: course.image.url, largest: false },
    ),
    firstRead(courseLessonsKey(courseId, user._id), () => listLessons(client, { courseId, fallbackMessage: '' })),
    firstRead(courseProgressKey(courseId, user._id), () => getCourseProgress(client, { courseId, fallbackMessage: '' })),
  ];
}
