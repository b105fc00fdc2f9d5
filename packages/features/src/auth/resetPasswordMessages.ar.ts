import type { ArabicFor } from '../shared/i18n';
import type { resetPasswordMessages } from './resetPasswordMessages';

/** The Arabic of `resetPasswordMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  resetPassword: {
    title: 'أعد تعيين كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    resetPassword: 'إعادة تعيين كلمة المرور',
    resetting: 'جارٍ إعادة التعيين...',
    invalidTitle: 'رابط إعادة التعيين غير صالح',
    invalidText: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
    requestNewLink: 'اطلب رابطًا جديدًا لإعادة التعيين',
    backToLogin: 'العودة إلى تسجيل الدخول',
    successTitle: 'تمت إعادة تعيين كلمة المرور بنجاح!',
    successText: 'تمت إعادة تعيين كلمة المرور بنجاح. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
    goToLogin: 'الذهاب إلى تسجيل الدخول',
    errorTitle: 'خطأ',
    close: 'حسناً',
    resetFailed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  } satisfies ArabicFor<typeof resetPasswordMessages>,
};
