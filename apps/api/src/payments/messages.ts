/** What the payment and subscription routes say. Spec wording where §8 gives it; the rest is ours. */
export const PAYMENT_MESSAGES = {
  /** §8 Enrolment; it contains 'blocked', which the site reads to show the blocked screen (§4). */
  blocked: 'Your account has been blocked. Please contact support for assistance.',
  alreadySubscribed: 'You are already subscribed to this course',
  notYourSubscription: 'You can only check your own subscriptions',
  userNotFound: 'User not found.',
  paymentNotFound: 'Payment not found',
  providerUnavailable: 'The payment service is not available right now. Please try again later.',
  callbackUnverified: 'This payment notification could not be verified',
  callbackMismatch: 'This payment notification does not match the payment',
  transactionReused: 'This transaction has already been recorded for another payment',
} as const;
