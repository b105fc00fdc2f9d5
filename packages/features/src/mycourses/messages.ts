import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** My Courses' words. English is the product's copy where it gives one (docs/product/enrolment-and-payments.md#my-courses). */
export const myCoursesMessages = defineMessages('myCourses', {
  title: 'My Courses',
  empty: 'You have no courses yet.',
  browse: 'Browse Courses',
  failed: 'Failed to fetch courses',
  userFailed: 'Failed to get user data',
  errorTitle: 'Error:',
  retry: 'Try Again',
  loadingCourse: 'Loading course',
  continueLearning: 'Continue learning',
});

/** The payment result page's words (the return from the card page: docs/product/enrolment-and-payments.md#payment-result-page). */
export const paymentResultMessages = defineMessages('paymentResult', {
  checking: 'Checking your payment...',
  paidTitle: 'Payment successful!',
  paidText: params('You are now enrolled in {course}.'),
  openCourse: 'Open Course',
  myCourses: 'My Courses',
  pendingTitle: 'Processing your payment...',
  pendingText: 'This usually takes a few seconds. This page updates by itself.',
  stillTitle: 'Still processing',
  stillText:
    'Your payment is taking longer than usual. The course is added to My Courses as soon as the payment is confirmed.',
  reload: 'Reload',
  failedTitle: 'Payment declined',
  failedText: params('Your payment for {course} did not go through, so the course was not added. You can try again.'),
  tryAgain: 'Try Again',
  notFoundTitle: 'Payment not found',
  notFoundText: 'We could not find this payment. Check the link, or find your course in the catalogue.',
  browse: 'Browse Courses',
  errorTitle: 'Error:',
  fetchFailed: 'Failed to fetch payment details',
  amount: 'Amount',
  course: 'Course',
  walletTitle: 'Approve the payment on your phone',
  walletText: 'Open your wallet app, or the message your wallet sent you, and approve the payment. This page updates by itself once it goes through.',
  kioskTitle: 'Pay at a Fawry or Aman kiosk',
  kioskText: 'Give this reference at any Fawry or Aman kiosk and pay the amount in cash.',
  reference: 'Payment reference',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the reference to copy it.',
  payBy: 'Pay by',
  cairoTime: params('{date}, Cairo time'),
  kioskNext: 'Your course opens as soon as the cash arrives: there is no need to keep this page open. We have also e-mailed you this reference.',
  expiredTitle: 'This reference has expired',
  expiredText: params('The reference for {course} was not paid in time, so nothing was charged. Go to the course page and press Enroll Now to get a new one.'),
  expiredOn: 'Expired on',
  coursePage: 'Go to the course',
});
