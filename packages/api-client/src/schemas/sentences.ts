/*
 * The English sentences the API answers with, apart from the schemas: the site needs the schemas
 * from its first page on, and these only where a screen or the server shows them, so they stay out
 * of the first download.
 */

/**
 * The one answer to a missing, bad, expired or ended session; the client clears its cookies on any 401
 * (docs/product/errors.md#the-api-envelope).
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in';

/** The answer to a signed-in non-admin asking for an admin route. */
export const ADMIN_ONLY_MESSAGE = 'Only admins can do this';

/** The answer to anything that fails on the server's side (a 500). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side';

/**
 * The profile photo's rules (docs/product/accounts.md#profile-rules: "image must be an image file"; at most 2 MB).
 * The form checks the type the browser reports, the server the file's first bytes and its size; both say these words.
 */
export const PROFILE_PHOTO_MESSAGES = {
  notAnImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  tooLarge: 'Please choose a photo of 2 MB or less.',
} as const;

/** What the account routes answer. Wording of docs/product/errors.md#accounts where it gives it; the rest is ours. */
export const ACCOUNT_MESSAGES = {
  registered: 'Account created. Please check your email to confirm your account.',
  emailTaken: 'This email is already registered',
  verified: 'Email verified successfully! You can now login.',
  noVerificationToken: 'No verification token found',
  verificationFailed: {
    invalid: 'Verification failed: this link is not valid.',
    expired: 'Verification failed: this link has expired. Log in to get a new one by email.',
    used: 'Verification failed: this link has already been used.',
  },
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before logging in.',
  loggedOut: 'You have been logged out.',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset its password.',
  /** The resend's answer, the same whether or not the address has an account awaiting confirmation. */
  verificationSent: 'If this email has an account awaiting confirmation, we have sent it a new confirmation link.',
  resetFailed: {
    invalid: 'The password reset link is invalid or has expired.',
    expired: 'The password reset link has expired. Please request a new one.',
    used: 'The password reset link has already been used. Please request a new one.',
  },
  passwordReset: 'Your password has been reset successfully. You can now login with your new password.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully!',
} as const;

const inMinutes = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** A rate-limited account call's 429, with the wait rounded up to whole minutes. */
export const tooManyAttemptsMessage = (retryAfterMs: number) => `Too many attempts. Please try again in ${inMinutes(retryAfterMs)}.`;

/** The photo uploads' own limit, counted apart from the other calls. */
export const tooManyPhotosMessage = (retryAfterMs: number) =>
  `Too many photo uploads. Please try again in ${inMinutes(retryAfterMs)}.`;

/**
 * Why a Google sign-in did not end in a session. The site shows them after 'Authentication error: '
 * (docs/product/errors.md#accounts), so they are short sentences a user can act on, and never say more than the user needs.
 */
export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is not available right now. Please try again later.',
  cancelled: 'Google sign-in was cancelled.',
  failed: 'Google sign-in failed. Please try again.',
  expired: 'Google sign-in took too long or was started in another browser. Please try again.',
  noEmail: 'Your Google account did not share an email address, which we need to sign you in.',
  unverifiedEmail: 'Google has not verified the email address of this Google account. Please verify it with Google, or sign in with your email and password.',
  otherGoogleAccount: 'This email is already linked to another Google account. Please sign in with that Google account, or with your email and password.',
} as const;

export type GoogleFailure = keyof typeof GOOGLE_MESSAGES;

/** What the payment and subscription routes answer. Wording of docs/product/errors.md where it gives it; the rest is ours. */
export const PAYMENT_MESSAGES = {
  /** docs/product/errors.md#course-page-and-enrolment; it contains 'blocked', which the site reads to show the blocked screen. */
  blocked: 'Your account has been blocked. Please contact support for assistance.',
  alreadySubscribed: 'You are already subscribed to this course',
  notYourSubscription: 'You can only check your own subscriptions',
  userNotFound: 'User not found.',
  paymentNotFound: 'Payment not found',
  providerUnavailable: 'The payment service is not available right now. Please try again later.',
  callbackUnverified: 'This payment notification could not be verified',
  callbackMismatch: 'This payment notification does not match the payment',
  transactionReused: 'This transaction has already been recorded for another payment',
  paymentInProgress: 'Your payment for this course is being prepared. Please try again in a moment.',
} as const;
