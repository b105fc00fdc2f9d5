import { defineMessages } from '../i18n';

/** The forgot-password screen's and form's words. English is the product's copy, verbatim (docs/product/accounts.md#forgot-password). */
export const forgotPasswordMessages = defineMessages('forgotPassword', {
  en: {
    title: 'Forgot Your Password?',
    intro: 'Enter the email of your account and we will send you a link to reset your password.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    send: 'Send Reset Link',
    sending: 'Sending...',
    sentTitle: 'Reset Link Sent!',
    sentText: 'Please check your email for password reset instructions.',
    backToLogin: 'Back to Login',
    errorTitle: 'Error',
    close: 'OK',
    failed: 'Something went wrong. Please try again.',
  },
  ar: {
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
  },
});
