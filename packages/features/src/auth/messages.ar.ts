import type { ArabicFor } from '../shared/i18n';
import type { loginMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  login: {
    title: 'سجّل الدخول إلى حسابك',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'you@example.com',
    password: 'كلمة المرور',
    rememberMe: 'تذكرني',
    forgotPassword: 'نسيت كلمة المرور؟',
    noAccount: 'ليس لديك حساب؟',
    signUp: 'أنشئ حسابًا',
    or: 'أو',
    google: 'المتابعة باستخدام Google',
    signIn: 'تسجيل الدخول',
    signingIn: 'جارٍ تسجيل الدخول...',
    successTitle: 'تم بنجاح!',
    successText: 'تم تسجيل الدخول بنجاح!',
    errorTitle: 'خطأ',
    close: 'حسناً',
    loginFailed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    unverifiedTitle: 'يُرجى تأكيد بريدك الإلكتروني',
    unverifiedText: 'أرسلنا رابط تأكيد جديدًا إلى {email}. افتحه ثم سجّل الدخول.',
    resend: 'أعد إرسال الرابط',
    resending: 'جارٍ الإرسال...',
    resent: 'رابط جديد في الطريق إليك. راجع صندوق الوارد ومجلد الرسائل غير المرغوب فيها.',
  } satisfies ArabicFor<typeof loginMessages>,
};
