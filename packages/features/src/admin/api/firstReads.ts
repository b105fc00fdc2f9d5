import { getDashboardStats, listLessonLengths } from '@manara/api-client';
import { firstRead, type FirstRead, type FirstReadContext } from '../../shared/api/firstReads';
import { DASHBOARD_STATS_KEY } from './useDashboardStats';
import { LESSON_LENGTHS_KEY } from './useLessonLengths';

/** What the dashboard reads first: its figures and the lessons whose length needs an admin. */
export const adminDashboardFirstReads = ({ client }: FirstReadContext): FirstRead[] => [
  firstRead(DASHBOARD_STATS_KEY, () => getDashboardStats(client, { fallbackMessage: '' })),
  firstRead(LESSON_LENGTHS_KEY, () => listLessonLengths(client, { fallbackMessage: '' })),
];
