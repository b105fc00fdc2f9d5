import * as v from 'valibot';
import { required, text } from './fields';

/*
 * What the users calls take. Every rule and message is the product's (docs/product/accounts.md#validation-rules), verbatim: the same
 * schema checks the form in the browser and the request on the server. The two requests with a phone number (sign-up and
 * the profile) are in `phone-requests.ts`, so that the other forms do not bring the phone-number rules along.
 */

/** Password characters the sign-up rules count as special (docs/product/accounts.md#sign-up-rules). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const EmailSchema = v.pipe(
  text('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
  v.toLowerCase(),
);

export const NameSchema = (label: 'First name' | 'Last name') =>
  v.pipe(
    text(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.minLength(2, `${label} must be at least 2 characters`),
    v.maxLength(50, `${label} must be at most 50 characters`),
  );

/** Sign-in, reset and change: at least 6 characters (docs/product/overview.md#lengths-and-formats). */
const PasswordSchema = (requiredMessage: string) =>
  v.pipe(
    required(requiredMessage),
    v.minLength(6, 'Password must be at least 6 characters'),
    v.maxLength(128, 'Password must be at most 128 characters'),
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

export const ResetPasswordBodySchema = v.object({
  token: required('The password reset link is invalid or has expired.'),
  newPassword: PasswordSchema('Password is required'),
});

/** The reset form asks twice; the request carries the password once. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    newPassword: PasswordSchema('Password is required'),
    confirmPassword: PasswordSchema('Password is required'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

export const UpdatePasswordBodySchema = v.object({
  currentPassword: required('Current password is required'),
  newPassword: PasswordSchema('New password is required'),
});

export const ChangePasswordFormSchema = v.pipe(
  v.object({
    ...UpdatePasswordBodySchema.entries,
    confirmPassword: required('Please confirm your password'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'Passwords must match',
    ),
    ['confirmPassword'],
  ),
);
