import { params } from '@nanostores/i18n';
import { defineMessages } from '../i18n';

/**
 * The enrolment dialogs' words (docs/product/errors.md#course-page-and-enrolment), and the choice of how to pay
 * (docs/product/enrolment-and-payments.md#enroll-now), loaded with the dialogs.
 */
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
  chooseTitle: 'Choose how to pay',
  chooseText: params('You are paying {price} for {course}.'),
  payWith: 'Pay with',
  continue: 'Continue',
  processing: 'Processing...',
});
