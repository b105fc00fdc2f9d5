/**
 * Why a Google sign-in did not end in a session. The site shows them after 'Authentication error: ' (§8),
 * so they are short sentences a user can act on, and never say more than the user needs.
 */
export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is not available right now. Please try again later.',
  cancelled: 'Google sign-in was cancelled.',
  failed: 'Google sign-in failed. Please try again.',
  expired: 'Google sign-in took too long or was started in another browser. Please try again.',
  noEmail: 'Your Google account did not share an email address, which we need to sign you in.',
  unverifiedEmail: 'Google has not verified the email address of this Google account. Please verify it with Google, or sign in with your email and password.',
  otherGoogleAccount: 'This email is already linked to another Google account. Please sign in with that Google account, or with your email and password.',
} as const;

export type GoogleFailure = keyof typeof GOOGLE_MESSAGES;
