import { LOGIN_SUCCESS_MS } from './constants';

/**
 * How long the e-mail confirmation and the Google sign-in say they succeeded before the app moves
 * on (1.5 s: docs/product/overview.md#debounce-and-timings), as long as the login notice.
 */
export const SUCCESS_TOAST_MS = LOGIN_SUCCESS_MS;
