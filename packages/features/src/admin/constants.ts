/** The back office's timings (docs/product/admin.md). */

/** A search waits this long after the last key before it asks the server. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;
/** The users page's messages clear after this long. */
export const ADMIN_MESSAGE_MS = 3000;
/** The course and lesson notices show this long. */
export const COURSE_TOAST_MS = 2000;
/** A video link typed in the lesson form is measured once it has stayed the same this long. */
export const MEASURE_DEBOUNCE_MS = 400;
