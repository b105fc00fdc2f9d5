import type { ArabicFor } from '../i18n';
import type { forgotPasswordMessages } from './forgotPasswordMessages';

/** The Arabic of `forgotPasswordMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  forgotPassword: {
    title: 'نسيت كلمة المرور؟',
    intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'you@example.com',
    send: 'إرسال رابط إعادة التعيين',
    sending: 'جارٍ الإرسال...',
    sentTitle: 'تم إرسال الرابط!',
    sentText: 'يُرجى مراجعة بريدك الإلكتروني للاطلاع على تعليمات إعادة تعيين كلمة المرور.',
    backToLogin: 'العودة إلى تسجيل الدخول',
    errorTitle: 'خطأ',
    close: 'حسناً',
    failed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  } satisfies ArabicFor<typeof forgotPasswordMessages>,
};
