import type { ArabicFor } from '../shared/i18n';
import type { googleCallbackMessages } from './googleCallbackMessages';

/** The Arabic of `googleCallbackMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  googleCallback: {
    title: 'تسجيل الدخول باستخدام Google',
    processing: 'جارٍ معالجة تسجيل الدخول باستخدام Google...',
    success: 'تم تسجيل الدخول باستخدام Google بنجاح!',
    errorTitle: 'خطأ',
    authenticationError: 'خطأ في المصادقة: {error}',
    noToken: 'لم يُستلم أي رمز من مصادقة Google',
    loginFailed: 'فشل تسجيل الدخول باستخدام Google. يُرجى المحاولة مرة أخرى.',
    close: 'العودة إلى تسجيل الدخول',
    notifications: 'الإشعارات',
  } satisfies ArabicFor<typeof googleCallbackMessages>,
};
