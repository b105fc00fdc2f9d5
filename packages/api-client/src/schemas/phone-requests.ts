import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import * as v from 'valibot';
import egyptMobileMetadata from './egypt-mobile-metadata.json';
import { required, sameAs, text } from './fields';
import { EmailSchema, NameSchema } from './fields';
import { NewPasswordSchema } from './user-requests';

/*
 * The two users calls that carry a phone number: sign-up and the profile. They live apart from `user-requests.ts`
 * so that the other forms (sign-in, password reset, programmes, contact) do not bring the phone-number rules along.
 * Same rules and messages as the rest (docs/product/accounts.md#validation-rules), in the browser and on the server.
 */

/**
 * Only Egypt's numbers are accepted, so only Egypt's part of libphonenumber's mobile metadata is loaded
 * (written by `scripts/phone-metadata.mjs`). JSON reads country codes as plain strings, hence the cast;
 * `phone-metadata.test.ts` holds the file equal to the library's own entry for Egypt.
 */
const EGYPT_MOBILE = egyptMobileMetadata as MetadataJson;

/** The spec's message, trailing space included. */
const PHONE_MESSAGE = 'invalid Phone number ';

/** An Egyptian mobile number written as 11 digits (010…, 011…, 012…, 015…), checked by libphonenumber. */
export const isEgyptianMobile = (digits: string) => parsePhoneNumberFromString(digits, 'EG', EGYPT_MOBILE)?.isValid() === true;

const PhoneNumberSchema = v.pipe(
  required('Phone number is required'),
  v.regex(/^\d{11}$/, PHONE_MESSAGE),
  v.check(isEgyptianMobile, PHONE_MESSAGE),
);

export const RegisterBodySchema = v.pipe(
  v.object({
    firstName: NameSchema('First name'),
    lastName: NameSchema('Last name'),
    email: EmailSchema,
    password: NewPasswordSchema('Password is required'),
    confirmPassword: required('Confirm password is required'),
    phoneNumber: PhoneNumberSchema,
  }),
  sameAs('password', 'confirmPassword', 'Passwords must match'),
);
export type RegisterBody = v.InferInput<typeof RegisterBodySchema>;

export const UpdateProfileBodySchema = v.object({
  firstName: v.pipe(text('First name is required'), v.trim(), v.nonEmpty('First name is required'), v.maxLength(50)),
  lastName: v.pipe(text('Last name is required'), v.trim(), v.nonEmpty('Last name is required'), v.maxLength(50)),
  phoneNumber: v.optional(v.union([v.literal(''), PhoneNumberSchema], PHONE_MESSAGE)),
});
