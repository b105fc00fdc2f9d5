import { LOGIN_SUCCESS_MS } from './constants';

/**
 * How long the e-mail confirmation and the Google sign-in say they succeeded before the app moves
 * on (§2: 1.5 s), as long as the login notice.
 */
export const SUCCESS_TOAST_MS = LOGIN_SUCCESS_MS;
