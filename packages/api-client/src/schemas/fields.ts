import * as v from 'valibot';
import { singleLineText } from './text';

/*
 * The building blocks of the account requests' fields, shared by `user-requests.ts`, `phone-requests.ts` and
 * the programmes' forms; apart from the password rules, so a form without a password never brings their list.
 */

/**
 * Text a field holds; a missing field reads as empty, so it gets the field's own "required" message.
 * Every field here is one line, so no control character passes.
 */
export const text = (message: string) => v.pipe(v.optional(v.string(message), ''), singleLineText);

/** A text that must be given: missing, empty and not-a-string read the same message. */
export const required = (message: string) => v.pipe(text(message), v.nonEmpty(message));

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

/**
 * A password typed twice: `second` must equal `first`, said on `second` as soon as both are filled, whatever else
 * the form still lacks (the first password's own rules included), so the person learns it while typing.
 */
export const sameAs = <TInput extends Record<string, unknown>>(
  first: keyof TInput & string,
  second: keyof TInput & string,
  message: string,
): v.BaseValidation<TInput, TInput, v.RawCheckIssue<TInput>> =>
  v.forward(
    v.rawCheck<TInput>(({ dataset, addIssue }) => {
      const { [first]: typed, [second]: again } = dataset.value;
      if (typeof typed === 'string' && typeof again === 'string' && typed !== '' && again !== '' && typed !== again) addIssue({ message });
    }),
    // The key is one of the input's own; valibot's path type asks for a literal.
    [second] as never,
  );
