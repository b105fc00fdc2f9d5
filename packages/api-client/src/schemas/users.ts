import * as v from 'valibot';
import { successEnvelope } from './common';

/*
 * The user record and the answers of the account calls (docs/product/accounts.md). The requests and their rules are in
 * `user-requests.ts` and `phone-requests.ts`, so that reading a user does not bring the phone-number library along.
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
/** Register, verify, forgot and reset answer a sentence for the user in `data.message` (docs/product/accounts.md#api-calls). */
export const MessageResponseSchema = successEnvelope(v.object({ message: v.string() }));
/** Whether this server offers Google sign-in: the login page shows 'Continue with Google' only then. */
export const GoogleStatusResponseSchema = successEnvelope(v.object({ configured: v.boolean() }));
/**
 * The password change answers its sentence beside the status, not in `data` (docs/product/accounts.md#api-calls). It ends every
 * session, the caller's included, so it hands the caller a fresh token to go on with.
 */
export const PasswordChangedResponseSchema = v.object({
  status: v.literal('success'),
  message: v.string(),
  data: v.object({ token: v.string() }),
});
