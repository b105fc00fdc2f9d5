import type { ErrorCode, ErrorDetails, ErrorResponse } from './error-codes';
import { PAYMENT_METHOD_UNAVAILABLE_MESSAGE } from './payment-requests';
import {
  ACCOUNT_MESSAGES,
  ADMIN_ONLY_MESSAGE,
  GOOGLE_MESSAGES,
  INTERNAL_ERROR_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  PAYMENT_MESSAGES,
  PROFILE_PHOTO_MESSAGES,
} from './sentences';

/*
 * Every error the API answers, by its stable machine code: the HTTP status it comes with and its English
 * sentence. The client decides on the code (blocked, which field, which link failed) and shows the code's
 * Arabic from `messages.ts`; the sentence is for people reading the API. Two codes carry a sentence of
 * their own: VALIDATION (the broken rule's sentence, and the `field` it is about) and RATE_LIMITED (the
 * wait, also given as `retryAfterSeconds`).
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'The request is not valid' },
  INVALID_JSON: { status: 400, message: 'Request body must be valid JSON' },
  NOT_A_JSON_OBJECT: { status: 400, message: 'Request body must be a JSON object' },
  INVALID_FORM_DATA: { status: 400, message: 'Request body must be valid multipart form data' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later.' },
  PHOTO_RATE_LIMITED: { status: 429, message: 'Too many photo uploads. Please try again later.' },
  LOGIN_REQUIRED: { status: 401, message: LOGIN_REQUIRED_MESSAGE },
  ADMIN_ONLY: { status: 403, message: ADMIN_ONLY_MESSAGE },
  /** A write made from another site's page (decision 065). */
  CROSS_SITE_REQUEST: { status: 403, message: 'This request came from another site and was refused.' },
  INTERNAL: { status: 500, message: INTERNAL_ERROR_MESSAGE },
  DATABASE_UNREACHABLE: { status: 503, message: 'The database is not reachable' },
  /** The server is stopping: a load balancer sends the request elsewhere. */
  SHUTTING_DOWN: { status: 503, message: 'The server is shutting down' },

  EMAIL_TAKEN: { status: 409, message: ACCOUNT_MESSAGES.emailTaken },
  INVALID_CREDENTIALS: { status: 401, message: ACCOUNT_MESSAGES.invalidCredentials },
  EMAIL_NOT_VERIFIED: { status: 403, message: ACCOUNT_MESSAGES.unverified },
  VERIFICATION_TOKEN_MISSING: { status: 400, message: ACCOUNT_MESSAGES.noVerificationToken },
  VERIFICATION_LINK_INVALID: { status: 400, message: ACCOUNT_MESSAGES.verificationFailed.invalid },
  VERIFICATION_LINK_EXPIRED: { status: 400, message: ACCOUNT_MESSAGES.verificationFailed.expired },
  VERIFICATION_LINK_USED: { status: 400, message: ACCOUNT_MESSAGES.verificationFailed.used },
  RESET_LINK_INVALID: { status: 400, message: ACCOUNT_MESSAGES.resetFailed.invalid },
  RESET_LINK_EXPIRED: { status: 400, message: ACCOUNT_MESSAGES.resetFailed.expired },
  RESET_LINK_USED: { status: 400, message: ACCOUNT_MESSAGES.resetFailed.used },
  WRONG_CURRENT_PASSWORD: { status: 400, message: ACCOUNT_MESSAGES.wrongCurrentPassword },
  PHOTO_NOT_AN_IMAGE: { status: 400, message: PROFILE_PHOTO_MESSAGES.notAnImage },
  PHOTO_TOO_LARGE: { status: 413, message: PROFILE_PHOTO_MESSAGES.tooLarge },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: GOOGLE_MESSAGES.notConfigured },

  COURSE_NOT_FOUND: { status: 404, message: 'Course not found' },
  /** The product's sentence (docs/product/errors.md); it still says 'blocked', though no client reads the words. */
  ACCOUNT_BLOCKED: { status: 403, message: PAYMENT_MESSAGES.blocked },
  ALREADY_SUBSCRIBED: { status: 409, message: PAYMENT_MESSAGES.alreadySubscribed },
  NOT_YOUR_SUBSCRIPTION: { status: 403, message: PAYMENT_MESSAGES.notYourSubscription },
  USER_NOT_FOUND: { status: 404, message: PAYMENT_MESSAGES.userNotFound },
  PAYMENT_NOT_FOUND: { status: 404, message: PAYMENT_MESSAGES.paymentNotFound },
  PAYMENT_METHOD_UNAVAILABLE: { status: 400, message: PAYMENT_METHOD_UNAVAILABLE_MESSAGE },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: PAYMENT_MESSAGES.providerUnavailable },
  PAYMENT_IN_PROGRESS: { status: 409, message: PAYMENT_MESSAGES.paymentInProgress },
  CALLBACK_UNVERIFIED: { status: 400, message: PAYMENT_MESSAGES.callbackUnverified },
  CALLBACK_MISMATCH: { status: 409, message: PAYMENT_MESSAGES.callbackMismatch },
  TRANSACTION_REUSED: { status: 409, message: PAYMENT_MESSAGES.transactionReused },

  /** The player's words for a learner without the course (docs/product/learning.md). */
  NOT_SUBSCRIBED: { status: 403, message: 'You need to subscribe to this course to access its lessons.' },
  LESSON_NOT_FOUND: { status: 404, message: 'Lesson not found' },
  /** Completion needs the video really played, not skipped to its end (docs/product/learning.md#progress). */
  LESSON_NOT_WATCHED: { status: 409, message: 'Watch at least 90% of the lesson to complete it.' },
  /** A lesson's PDF (docs/product/learning.md#lesson-files): told apart by its first bytes, never by its name. */
  LESSON_FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  LESSON_FILE_NOT_A_PDF: { status: 415, message: 'Please choose a PDF file.' },
  LESSON_FILE_TOO_LARGE: { status: 413, message: 'Please choose a PDF of at most 20 MB.' },
  CERTIFICATE_NOT_FOUND: { status: 404, message: 'Certificate not found' },
  /** No new Open Badge for a certificate that no longer stands (docs/product/learning.md#revocation). */
  CERTIFICATE_REVOKED: { status: 410, message: 'This certificate has been revoked.' },
  CERTIFICATE_ALREADY_REVOKED: { status: 409, message: 'This certificate is already revoked.' },

  /** An admin cannot demote or block themselves (docs/product/admin.md#users). */
  CANNOT_CHANGE_OWN_ACCOUNT: { status: 403, message: 'You cannot change your own role or block your own account.' },
  /** The site always keeps one admin who can act. */
  LAST_ADMIN: { status: 409, message: 'The last admin cannot be demoted, blocked or deleted.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Subscription not found' },
  /** A refund is marked once (docs/product/admin.md#refunds). */
  PAYMENT_ALREADY_REFUNDED: { status: 409, message: 'This payment is already marked refunded.' },
  /** Learners bought it: deleting would take it from them (docs/product/admin.md#courses). */
  COURSE_HAS_LEARNERS: { status: 409, message: 'Learners are enrolled in this course, so it cannot be deleted. Archive it instead.' },
  /** Told apart by its first bytes, as a profile photo is (docs/product/admin.md#course-image). */
  COURSE_IMAGE_NOT_AN_IMAGE: { status: 400, message: 'Please choose an image file (JPEG, PNG or WebP).' },
  COURSE_IMAGE_TOO_LARGE: { status: 413, message: 'Please choose an image of at most 5 MB.' },
  INSTRUCTOR_NOT_FOUND: { status: 400, message: 'No instructor has this id' },

  /** One open application per programme and learner (docs/product/public-pages.md#programmes). */
  APPLICATION_PENDING: { status: 409, message: 'You already have an application under review for this program.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Application not found' },
  /** An application is reviewed once. */
  APPLICATION_REVIEWED: { status: 409, message: 'This application has already been reviewed.' },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

/** The body the API answers `code` with; the server and the mocks both build it here. */
export function errorBody(code: ErrorCode, { message, field, retryAfterSeconds }: ErrorDetails = {}): ErrorResponse {
  const { status, message: sentence } = ERRORS[code];
  return {
    status: status >= 500 ? 'error' : 'fail',
    code,
    message: message ?? sentence,
    ...(field === undefined ? {} : { field }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}
