import { getCourse, getCourseProgress, listLessons } from '@manara/api-client';
import { firstRead, type FirstRead, type FirstReadContext } from '../../shared/api/firstReads';
import { courseProgressKey } from '../../shared/course/courseProgress';
import { courseDetailKey } from '../../shared/course/useCourseDetail';
import { courseLessonsKey } from './useLessonPlayerData';

/** What the lesson player reads first: the course (its title, and its picture over the player), its lessons, and the learner's progress in it. */
export function lessonPlayerFirstReads({ client, user }: FirstReadContext, courseId: string): FirstRead[] {
  return [
    firstRead(courseDetailKey(courseId), () => getCourse(client, { id: courseId, fallbackMessage: '' }), (course) => course.image?.url),
    firstRead(courseLessonsKey(courseId, user._id), () => listLessons(client, { courseId, fallbackMessage: '' })),
    firstRead(courseProgressKey(courseId, user._id), () => getCourseProgress(client, { courseId, fallbackMessage: '' })),
  ];
}
