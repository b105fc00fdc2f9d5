import type { ArabicFor } from '../shared/i18n';
import type { signupMessages } from './signupMessages';

/** The Arabic of `signupMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  signup: {
    title: 'أنشئ حسابك',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'you@example.com',
    phoneNumber: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    signUp: 'إنشاء حساب',
    creatingAccount: 'جارٍ إنشاء الحساب...',
    haveAccount: 'لديك حساب بالفعل؟',
    login: 'تسجيل الدخول',
    successTitle: 'تحقّق من بريدك الإلكتروني',
    successText: 'تم إنشاء الحساب. يُرجى التحقق من بريدك الإلكتروني لتأكيد حسابك.',
    goToLogin: 'الذهاب إلى تسجيل الدخول',
    errorTitle: 'خطأ!',
    tryAgain: 'حاول مرة أخرى',
    registrationFailed: 'حدث خطأ أثناء التسجيل',
  } satisfies ArabicFor<typeof signupMessages>,
};
