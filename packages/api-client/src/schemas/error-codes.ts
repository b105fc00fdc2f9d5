import * as v from 'valibot';

/*
 * The error codes the API answers with, and the error body's shape. Apart from their statuses and
 * sentences (`errors.ts`), so the client, which needs only these, does not carry the table.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'INVALID_JSON',
  'NOT_A_JSON_OBJECT',
  'INVALID_FORM_DATA',
  'BODY_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'PHOTO_RATE_LIMITED',
  'LOGIN_REQUIRED',
  'ADMIN_ONLY',
  'CROSS_SITE_REQUEST',
  'INTERNAL',
  'DATABASE_UNREACHABLE',
  'SHUTTING_DOWN',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'VERIFICATION_TOKEN_MISSING',
  'VERIFICATION_LINK_INVALID',
  'VERIFICATION_LINK_EXPIRED',
  'VERIFICATION_LINK_USED',
  'RESET_LINK_INVALID',
  'RESET_LINK_EXPIRED',
  'RESET_LINK_USED',
  'WRONG_CURRENT_PASSWORD',
  'PHOTO_NOT_AN_IMAGE',
  'PHOTO_TOO_LARGE',
  'GOOGLE_NOT_CONFIGURED',
  'COURSE_NOT_FOUND',
  'ACCOUNT_BLOCKED',
  'ALREADY_SUBSCRIBED',
  'NOT_YOUR_SUBSCRIPTION',
  'USER_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_ALREADY_REFUNDED',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_IN_PROGRESS',
  'CALLBACK_UNVERIFIED',
  'CALLBACK_MISMATCH',
  'TRANSACTION_REUSED',
  'NOT_SUBSCRIBED',
  'LESSON_NOT_FOUND',
  'LESSON_NOT_WATCHED',
  'LESSON_FILE_NOT_FOUND',
  'LESSON_FILE_NOT_A_PDF',
  'LESSON_FILE_TOO_LARGE',
  'CERTIFICATE_NOT_FOUND',
  'CERTIFICATE_REVOKED',
  'CERTIFICATE_ALREADY_REVOKED',
  'CANNOT_CHANGE_OWN_ACCOUNT',
  'LAST_ADMIN',
  'SUBSCRIPTION_NOT_FOUND',
  'COURSE_HAS_LEARNERS',
  'COURSE_IMAGE_NOT_AN_IMAGE',
  'COURSE_IMAGE_TOO_LARGE',
  'APPLICATION_PENDING',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_REVIEWED',
  'INSTRUCTOR_NOT_FOUND',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error response: `fail` for the client's mistakes (4xx), `error` for ours (5xx). */
export const ErrorResponseSchema = v.object({
  status: v.picklist(['error', 'fail']),
  code: v.picklist(ERROR_CODES),
  message: v.string(),
  /** VALIDATION: the request field the rule is about (`email`, `profile.firstName`), when there is one. */
  field: v.optional(v.string()),
  /** RATE_LIMITED, PHOTO_RATE_LIMITED: how long to wait, as the Retry-After header says. */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** What an error says besides its code: a sentence of its own (a broken rule, a wait), the field, the wait in seconds. */
export type ErrorDetails = Pick<Partial<ErrorResponse>, 'message' | 'field' | 'retryAfterSeconds'>;
