import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import * as v from 'valibot';
import { singleLineText } from './text';

/*
 * What the users calls take. Every rule and message is the product's (docs/product/accounts.md#validation-rules), verbatim: the same
 * schema checks the form in the browser and the request on the server.
 */

/** Password characters the sign-up rules count as special (docs/product/accounts.md#sign-up-rules). */
export const PASSWORD_SPECIALS = '!@#$%^&*';

/**
 * Text a field holds; a missing field reads as empty, so it gets the field's own "required" message.
 * Every field here is one line, so no control character passes.
 */
const text = (message: string) => v.pipe(v.optional(v.string(message), ''), singleLineText);

/** A text that must be given: missing, empty and not-a-string read the same message. */
const required = (message: string) => v.pipe(text(message), v.nonEmpty(message));

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

/** A new account's password: 8 or more, with upper and lower case, a number and a special character. */
const SignupPasswordSchema = v.pipe(
  required('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.maxLength(128, 'Password must be at most 128 characters'),
  v.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
  v.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
  v.regex(/\d/, 'Password must contain at least one number'),
  v.regex(/[!@#$%^&*]/, `Password must contain at least one special character (${PASSWORD_SPECIALS})`),
);

/** The spec's message, trailing space included. */
const PHONE_MESSAGE = 'invalid Phone number ';

/** An Egyptian mobile number written as 11 digits (010…, 011…, 012…, 015…), checked by libphonenumber. */
export const isEgyptianMobile = (digits: string) => parsePhoneNumberFromString(digits, 'EG')?.isValid() === true;

const PhoneNumberSchema = v.pipe(
  required('Phone number is required'),
  v.regex(/^\d{11}$/, PHONE_MESSAGE),
  v.check(isEgyptianMobile, PHONE_MESSAGE),
);

// Requests (and the forms that make them) -----------------------------------

export const LoginBodySchema = v.object({
  email: EmailSchema,
  password: PasswordSchema('Password is required'),
});

export const LoginFormSchema = v.object({
  ...LoginBodySchema.entries,
  rememberMe: v.optional(v.boolean(), false),
});

export const RegisterBodySchema = v.pipe(
  v.object({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email: EmailSchema,
    password: SignupPasswordSchema,
    confirmPassword: required('Confirm password is required'),
    phoneNumber: PhoneNumberSchema,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, 'Passwords must match'),
    ['confirmPassword'],
  ),
);
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

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

export const UpdateProfileBodySchema = v.object({
  firstName: v.pipe(text('First name is required'), v.trim(), v.nonEmpty('First name is required'), v.maxLength(50)),
  lastName: v.pipe(text('Last name is required'), v.trim(), v.nonEmpty('Last name is required'), v.maxLength(50)),
  phoneNumber: v.optional(v.union([v.literal(''), PhoneNumberSchema], PHONE_MESSAGE)),
});
