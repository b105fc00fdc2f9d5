import { defineMessages } from '../shared/i18n';

/** The password reset screen's words. English is the product's copy, verbatim (docs/product/accounts.md#reset-password). */
export const resetPasswordMessages = defineMessages('resetPassword', {
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
});
