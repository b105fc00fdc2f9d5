import { defineMessages } from '../i18n';

/** The forgot-password screen's and form's words. English is the product's copy, verbatim (docs/product/accounts.md#forgot-password). */
export const forgotPasswordMessages = defineMessages('forgotPassword', {
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
});
