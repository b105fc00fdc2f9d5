import { getCompletedCourses } from '@manara/api-client';
import { firstRead, type FirstRead, type FirstReadContext } from '../../shared/api/firstReads';
import { completedCoursesKey } from './useCompletedCourses';

/** What My Certificates reads first: the learner's completed courses. */
export const myCertificatesFirstReads = ({ client, user }: FirstReadContext): FirstRead[] => [
  firstRead(completedCoursesKey(user._id), () => getCompletedCourses(client, { fallbackMessage: '' })),
];
