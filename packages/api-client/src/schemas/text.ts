import * as v from 'valibot';

/*
 * Every text a request carries passes one of these two checks, so no field can bring a control
 * character in: PostgreSQL refuses NUL in text outright (the request would fail on the insert,
 * after the work before it), and the others are never typed by a person. A structural test
 * (`text.test.ts`) walks every request schema and fails on a string that skips them.
 */

/** The sentence for a control character, whichever field it is in. */
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** C0 and C1 controls and DEL; line breaks and tabs included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** The same, but a multi-line text (a message, a description) keeps its tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** The check a one-line text (a name, an e-mail, a search) passes. */
export const singleLineText = v.check<string, typeof CONTROL_CHARACTER_MESSAGE>(
  (text) => !ANY_CONTROL.test(text),
  CONTROL_CHARACTER_MESSAGE,
);

/** The check a multi-line text passes. */
export const multiLineText = v.check<string, typeof CONTROL_CHARACTER_MESSAGE>(
  (text) => !CONTROL_BUT_LINE_BREAKS.test(text),
  CONTROL_CHARACTER_MESSAGE,
);

/** The actions that make a request's string safe; the structural test looks for one of them. */
export const TEXT_CHECKS: readonly unknown[] = [singleLineText, multiLineText];

/** For text that comes from a trusted party rather than a request (a Google profile name): drop what the checks refuse. */
export const withoutControlCharacters = (text: string) => text.replace(new RegExp(ANY_CONTROL.source, 'gu'), '');
