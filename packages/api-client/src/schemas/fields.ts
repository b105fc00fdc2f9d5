import * as v from 'valibot';
import { singleLineText } from './text';

/*
 * The building blocks of the account requests' fields, shared by `user-requests.ts` and `phone-requests.ts`.
 * Not part of the contract's exports.
 */

/**
 * Text a field holds; a missing field reads as empty, so it gets the field's own "required" message.
 * Every field here is one line, so no control character passes.
 */
export const text = (message: string) => v.pipe(v.optional(v.string(message), ''), singleLineText);

/** A text that must be given: missing, empty and not-a-string read the same message. */
export const required = (message: string) => v.pipe(text(message), v.nonEmpty(message));
