import { defineMessages } from '../i18n';

/** The enrolment dialogs' words (docs/product/errors.md#course-page-and-enrolment), loaded with the dialogs. */
export const enrolmentDialogMessages = defineMessages('enrolmentDialogs', {
  blockedTitle: 'Account Blocked',
  blockedText: 'Your account has been blocked. Please contact support for assistance.',
  loginTitle: 'Login Required',
  loginText: 'Please login to enroll in this course',
  login: 'Login',
  signUp: 'Sign Up',
  cancel: 'Cancel',
  paymentErrorTitle: 'Payment Error',
  paymentFailed: 'Failed to process payment',
  paymentNotCreated: 'Failed to create payment',
  close: 'Close',
});
