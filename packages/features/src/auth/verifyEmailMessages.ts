import { defineMessages } from '../shared/i18n';

/** The e-mail confirmation screen's words. English is the product's copy, verbatim (docs/product/accounts.md#verify-email). */
export const verifyEmailMessages = defineMessages('verifyEmail', {
  title: 'Verify Your Email',
  verifying: 'Verifying your email...',
  verified: 'Email verified successfully! You can now login.',
  failedTitle: 'Email verification failed',
  verificationFailed: 'Verification failed',
  noToken: 'No verification token found',
  tryAgain: 'Try Again',
  goToLogin: 'Go to Login',
  close: 'Close',
  notifications: 'Notifications',
});
