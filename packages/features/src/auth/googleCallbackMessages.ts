import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The Google return screen's words. English is the product's copy, verbatim (docs/product/accounts.md#google-sign-in). */
export const googleCallbackMessages = defineMessages('googleCallback', {
  en: {
    title: 'Google Login',
    processing: 'Processing Google login...',
    success: 'Google login successful!',
    errorTitle: 'Error',
    authenticationError: params<{ error: string }>('Authentication error: {error}'),
    noToken: 'No token received from Google authentication',
    loginFailed: 'Google login failed. Please try again.',
    close: 'Back to Login',
    notifications: 'Notifications',
  },
  ar: {
    title: 'تسجيل الدخول باستخدام Google',
    processing: 'جارٍ معالجة تسجيل الدخول باستخدام Google...',
    success: 'تم تسجيل الدخول باستخدام Google بنجاح!',
    errorTitle: 'خطأ',
    authenticationError: 'خطأ في المصادقة: {error}',
    noToken: 'لم يُستلم أي رمز من مصادقة Google',
    loginFailed: 'فشل تسجيل الدخول باستخدام Google. يُرجى المحاولة مرة أخرى.',
    close: 'العودة إلى تسجيل الدخول',
    notifications: 'الإشعارات',
  },
});
