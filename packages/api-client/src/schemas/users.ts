import * as v from 'valibot';
import { successEnvelope } from './common';

/*
 * The user record and the answers of the account calls (§3, §7). The requests and their §5 rules are in
 * `account-requests.ts`, so that reading a user does not bring the phone-number library along.
 */

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

// Entities -------------------------------------------------------------------

export const UserSchema = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.optional(v.string()),
  image: v.optional(v.object({ url: v.string() })),
  role: v.picklist(USER_ROLES),
  isBlocked: v.optional(v.boolean(), false),
  blockReason: v.optional(v.nullable(v.string())),
  blockedAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  /** Ids of the courses the user is subscribed to. */
  courses: v.optional(v.array(v.string()), []),
});
export type User = v.InferOutput<typeof UserSchema>;
export type UserInput = v.InferInput<typeof UserSchema>;

// Responses ------------------------------------------------------------------

export const LoginResponseSchema = successEnvelope(v.object({ token: v.string(), user: UserSchema }));
export const UserResponseSchema = successEnvelope(v.object({ user: UserSchema }));
/** Register, verify, forgot and reset answer a sentence for the user in `data.message` (§7). */
export const MessageResponseSchema = successEnvelope(v.object({ message: v.string() }));
/**
 * The password change answers its sentence beside the status, not in `data` (§7). It ends every
 * session, the caller's included, so it hands the caller a fresh token to go on with.
 */
export const PasswordChangedResponseSchema = v.object({
  status: v.literal('success'),
  message: v.string(),
  data: v.object({ token: v.string() }),
});

// Messages -------------------------------------------------------------------

/** What the account routes answer. Spec wording where §7/§8 give it; the rest is ours. */
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
 * Why a Google sign-in did not end in a session. The site shows them after 'Authentication error: ' (§8),
 * so they are short sentences a user can act on, and never say more than the user needs.
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
