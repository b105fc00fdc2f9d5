import type { ArabicFor } from '../i18n';
import type { sessionMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  session: {
    profileFailed: 'تعذّر تحميل بيانات المستخدم',
    logoutFailed: 'تعذّر تسجيل الخروج',
  } satisfies ArabicFor<typeof sessionMessages>,
};
