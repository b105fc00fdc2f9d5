import type { ArabicFor } from '../shared/i18n';
import type { verifyEmailMessages } from './verifyEmailMessages';

/** The Arabic of `verifyEmailMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  verifyEmail: {
    title: 'تأكيد بريدك الإلكتروني',
    verifying: 'جارٍ التحقق من بريدك الإلكتروني...',
    verified: 'تم تأكيد البريد الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.',
    failedTitle: 'فشل تأكيد البريد الإلكتروني',
    verificationFailed: 'فشل التحقق',
    noToken: 'لم يُعثر على رمز التحقق',
    tryAgain: 'حاول مرة أخرى',
    goToLogin: 'الذهاب إلى تسجيل الدخول',
    close: 'إغلاق',
    notifications: 'الإشعارات',
  } satisfies ArabicFor<typeof verifyEmailMessages>,
};
