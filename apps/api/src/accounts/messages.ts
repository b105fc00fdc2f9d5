/** What the account routes say. Spec wording where §7/§8 give it; the rest is ours. */
export const MESSAGES = {
  registered: 'Account created. Please check your email to confirm your account.',
  emailTaken: 'This email is already registered',
  verified: 'Email verified successfully! You can now login.',
  noVerificationToken: 'No verification token found',
  verificationFailed: {
    invalid: 'Verification failed: this link is not valid.',
    expired: 'Verification failed: this link has expired. Log in to get a new one by email.',
    used: 'Verification failed: this link has already been used.',
  },
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before logging in.',
  loggedOut: 'You have been logged out.',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset its password.',
  resetFailed: {
    invalid: 'The password reset link is invalid or has expired.',
    expired: 'The password reset link has expired. Please request a new one.',
    used: 'The password reset link has already been used. Please request a new one.',
  },
  passwordReset: 'Your password has been reset successfully. You can now login with your new password.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully!',
} as const;

const inMinutes = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const tooManyAttemptsMessage = (retryAfterMs: number) => `Too many attempts. Please try again in ${inMinutes(retryAfterMs)}.`;

export const tooManyPhotosMessage = (retryAfterMs: number) =>
  `Too many photo uploads. Please try again in ${inMinutes(retryAfterMs)}.`;
