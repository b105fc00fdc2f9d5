import type { ArabicFor } from '../i18n';
import type { enrolmentDialogMessages } from './dialogMessages';

/** The Arabic of `dialogMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  enrolmentDialogs: {
    blockedTitle: 'الحساب محظور',
    blockedText: 'تم حظر حسابك. يُرجى التواصل مع الدعم للمساعدة.',
    loginTitle: 'تسجيل الدخول مطلوب',
    loginText: 'يُرجى تسجيل الدخول للتسجيل في هذه الدورة',
    login: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    cancel: 'إلغاء',
    paymentErrorTitle: 'خطأ في الدفع',
    paymentFailed: 'تعذّرت معالجة الدفع',
    paymentNotCreated: 'تعذّر إنشاء عملية الدفع',
    close: 'إغلاق',
    chooseTitle: 'اختر طريقة الدفع',
    chooseText: 'ستدفع {price} مقابل {course}.',
    payWith: 'الدفع عبر',
    continue: 'متابعة',
    processing: 'جارٍ التنفيذ...',
  } satisfies ArabicFor<typeof enrolmentDialogMessages>,
};
