import { defineMessages } from '../shared/i18n';

/** The sign-up screen's words. English is the product's copy, verbatim where it gives it (docs/product/accounts.md#sign-up). */
export const signupMessages = defineMessages('signup', {
  title: 'Create Your Account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  phoneNumber: 'Phone Number',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  signUp: 'Sign Up',
  creatingAccount: 'Creating Account...',
  haveAccount: 'Already have an account?',
  login: 'Login',
  successTitle: 'Check your email',
  successText: 'Account created. Please check your email to confirm your account.',
  goToLogin: 'Go to Login',
  errorTitle: 'Error!',
  tryAgain: 'Try Again',
  registrationFailed: 'An error occurred during registration',
});
