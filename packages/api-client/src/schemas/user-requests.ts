import * as v from 'valibot';
import commonPasswords from './common-passwords.json';
import { EmailSchema, required, sameAs } from './fields';

export { EmailSchema, NameSchema } from './fields';

/*
 * What the users calls take. Every rule and message is the product's (docs/product/accounts.md#validation-rules), verbatim: the same
 * schema checks the form in the browser and the request on the server. The two requests with a phone number (sign-up and
 * the profile) are in `phone-requests.ts`, so that the other forms do not bring the phone-number rules along.
 */

/** Password characters the sign-up rules count as special (docs/product/accounts.md#sign-up-rules). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

/** Sign-in: at least 6 characters, so that an account made under an older rule can still sign in. */
const PasswordSchema = (requiredMessage: string) =>
  v.pipe(
    required(requiredMessage),
    v.minLength(6, 'Password must be at least 6 characters'),
    v.maxLength(128, 'Password must be at most 128 characters'),
  );

/**
 * The common passwords a strong password can fold to (`scripts/common-passwords.mjs`), made at the first check:
 * nothing at the top of the module, so a page that sets no password leaves the list out of its bundle.
 */
let commonPasswordSet: ReadonlySet<string> | undefined;

/**
 * A common password with capitals and symbols added is still common: "Password1!" folds to "password1".
 * Folding keeps letters and digits, in lower case.
 */
const isCommonPassword = (password: string) => (commonPasswordSet ??= new Set(commonPasswords)).has(password.toLowerCase().replace(/[^a-z0-9]/g, ''));

/**
 * Every password that is set (sign-up, reset, change): 8 or more, with upper and lower case, a number and a special
 * character, and not one of the 10,000 most common (docs/product/accounts.md#password-rule).
 */
export const NewPasswordSchema = (requiredMessage: string) =>
  v.pipe(
    required(requiredMessage),
    v.minLength(8, 'Password must be at least 8 characters'),
    v.maxLength(128, 'Password must be at most 128 characters'),
    v.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
    v.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
    v.regex(/\d/, 'Password must contain at least one number'),
    v.regex(/[!@#$%^&*]/, `Password must contain at least one special character (${PASSWORD_SPECIALS})`),
    v.check((password) => !isCommonPassword(password), 'This password is too common. Choose one that is harder to guess'),
  );

// Requests (and the forms that make them) -----------------------------------

export const LoginFormSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema('Password is required'),
  rememberMe: v.optional(v.boolean(), false),
});

/** The sign-in: `remember` keeps the session's cookies for 7 days rather than until the browser closes. */
export const LoginBodySchema = v.object({
  email: LoginFormSchema.entries.email,
  password: LoginFormSchema.entries.password,
  remember: v.optional(v.boolean(), false),
});

export const ForgotPasswordBodySchema = v.object({ email: EmailSchema });

/** A new confirmation link for an account not yet confirmed. */
export const ResendVerificationBodySchema = v.object({ email: EmailSchema });

export const ResetPasswordBodySchema = v.object({
  token: required('The password reset link is invalid or has expired.'),
  newPassword: NewPasswordSchema('Password is required'),
});

/** The reset form asks twice; the request carries the password once. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    newPassword: NewPasswordSchema('Password is required'),
    confirmPassword: required('Password is required'),
  }),
  sameAs('newPassword', 'confirmPassword', 'Passwords do not match'),
);

export const UpdatePasswordBodySchema = v.object({
  currentPassword: required('Current password is required'),
  newPassword: NewPasswordSchema('New password is required'),
});

export const ChangePasswordFormSchema = v.pipe(
  v.object({
    ...UpdatePasswordBodySchema.entries,
    confirmPassword: required('Please confirm your password'),
  }),
  sameAs('newPassword', 'confirmPassword', 'Passwords must match'),
);
