import type { ArabicFor } from '../i18n';
import type { courseProgressMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  courseProgress: {
    progressText: {
      zero: '{done}/{total} درس · {percent}٪',
      one: '{done}/{total} درس · {percent}٪',
      two: '{done}/{total} درس · {percent}٪',
      few: '{done}/{total} دروس · {percent}٪',
      many: '{done}/{total} درسًا · {percent}٪',
      other: '{done}/{total} درس · {percent}٪',
    },
  } satisfies ArabicFor<typeof courseProgressMessages>,
};
