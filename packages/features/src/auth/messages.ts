import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The login screen's words. English is the product's copy, verbatim (docs/product/accounts.md#login). */
export const loginMessages = defineMessages('login', {
  title: 'Login to Your Account',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot your password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  or: 'or',
  google: 'Continue with Google',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  successTitle: 'Success!',
  successText: 'Login successful!',
  errorTitle: 'Error',
  close: 'OK',
  loginFailed: 'Something went wrong. Please try again.',
  // Not yet confirmed (docs/product/accounts.md#login): the server has just mailed a fresh link.
  unverifiedTitle: 'Please verify your email',
  unverifiedText: params('We have sent a new confirmation link to {email}. Open it, then sign in.'),
  resend: 'Resend the link',
  resending: 'Sending...',
  resent: 'A new link is on its way. Check your inbox and spam folder.',
});
