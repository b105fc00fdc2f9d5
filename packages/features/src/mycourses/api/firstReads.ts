import { getCourseProgress, getMyPayments } from '@manara/api-client';
import { firstRead, type FirstRead, type FirstReadContext } from '../../shared/api/firstReads';
import { courseProgressKey } from '../../shared/course/courseProgress';
import { fetchMyCourses, myCoursesKey } from './useMyCourses';
import { myPaymentsKey } from './useMyPayments';

/** Cards beyond these read their progress themselves: far below the first screen, and each is one more read. */
const PROGRESS_READ_FIRST = 12;

/** What My Courses reads first: the learner's courses (the first card's picture), their payments, and the first cards' progress. */
export function myCoursesFirstReads({ client, user }: FirstReadContext): FirstRead[] {
  // The ids as the screen orders them: the newest enrolment first.
  const ids = [...user.courses].reverse();
  const courses = myCoursesKey(ids);
  return [
    firstRead(myPaymentsKey(true), () => getMyPayments(client, { fallbackMessage: '' })),
    ...(courses === null
      ? []
      : [
          firstRead(
            courses,
            () => fetchMyCourses(courses, '', client),
            // The first card's picture, at the card's size, as the card shows it: the screen's largest paint.
            (answer) => {
              const image = answer.find((course) => course._id === ids[0])?.image;
              const address = image?.cardUrl ?? image?.url;
              return address === undefined ? undefined : { address, largest: true };
            },
          ),
        ]),
    ...ids.slice(0, PROGRESS_READ_FIRST).map((courseId) => firstRead(courseProgressKey(courseId, user._id), () => getCourseProgress(client, { courseId, fallbackMessage: '' }))),
  ];
}
