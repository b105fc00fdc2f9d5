import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../i18n';

/** A learner's progress through a course in words, as the lesson player's outline and My Courses' cards say it. */
export const courseProgressMessages = defineMessages('courseProgress', {
  progressText: params<{ done: string; total: string; percent: string }>(
    count({ one: '{done}/{total} lesson · {percent}%', other: '{done}/{total} lessons · {percent}%' }),
  ),
});
