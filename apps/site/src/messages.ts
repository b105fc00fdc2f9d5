import { defineMessages } from '@manara/features/i18n';
import { params } from '@nanostores/i18n';

/** The site shell's words. English is the product spec's copy, verbatim. */
export const siteMessages = defineMessages('site', {
  en: {
    skipToContent: 'Skip to content',
    /** Each language is offered in its own words, so a reader of either can find it. */
    switchLanguage: 'العربية',
    copyright: params('© {year} Manara. All rights reserved.'),
    coursesTitle: 'Courses · Manara',
    loginTitle: 'Login · Manara',
    signupTitle: 'Sign Up · Manara',
    forgotPasswordTitle: 'Forgot Password · Manara',
    resetPasswordTitle: 'Reset Password · Manara',
    verifyEmailTitle: 'Verify Email · Manara',
    googleTitle: 'Google Login · Manara',
    profileTitle: 'My Profile · Manara',
    notFoundTitle: 'Page Not Found · Manara',
    notFound: 'Page Not Found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to Homepage',
    goBack: 'Go Back',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. Please try again in a moment.',
    reload: 'Reload the page',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    switchLanguage: 'English',
    copyright: '© {year} منارة. جميع الحقوق محفوظة.',
    coursesTitle: 'الدورات · منارة',
    loginTitle: 'تسجيل الدخول · منارة',
    signupTitle: 'إنشاء حساب · منارة',
    forgotPasswordTitle: 'نسيت كلمة المرور · منارة',
    resetPasswordTitle: 'إعادة تعيين كلمة المرور · منارة',
    verifyEmailTitle: 'تأكيد البريد الإلكتروني · منارة',
    googleTitle: 'تسجيل الدخول باستخدام Google · منارة',
    profileTitle: 'ملفي الشخصي · منارة',
    notFoundTitle: 'الصفحة غير موجودة · منارة',
    notFound: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    goHome: 'الذهاب إلى الصفحة الرئيسية',
    goBack: 'رجوع',
    errorTitle: 'حدث خطأ ما',
    errorText: 'تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    reload: 'إعادة تحميل الصفحة',
  },
});
