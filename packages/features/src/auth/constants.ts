/** How long 'Success! Login successful!' shows before the app moves on (docs/product/overview.md#debounce-and-timings). */
export const LOGIN_SUCCESS_MS = 1500;

/** Where Google sign-in starts: a full page load to the API, which redirects to Google. */
export const GOOGLE_SIGN_IN_HREF = '/api/users/google';
