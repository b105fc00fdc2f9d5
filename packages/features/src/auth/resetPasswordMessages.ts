import { defineMessages } from '../shared/i18n';

/** The password reset screen's words. English is the product's copy, verbatim (docs/product/accounts.md#reset-password). */
export const resetPasswordMessages = defineMessages('resetPassword', {
  en: {
    title: 'Reset Your Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    resetPassword: 'Reset Password',
    resetting: 'Resetting...',
    invalidTitle: 'Invalid Reset Link',
    invalidText: 'The password reset link is invalid or has expired.',
    requestNewLink: 'Request New Reset Link',
    backToLogin: 'Back to Login',
    successTitle: 'Password Reset Successful!',
    successText: 'Your password has been reset successfully. You can now login with your new password.',
    goToLogin: 'Go to Login',
    errorTitle: 'Error',
    close: 'OK',
    resetFailed: 'Something went wrong. Please try again.',
  },
  ar: {
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
  },
});
