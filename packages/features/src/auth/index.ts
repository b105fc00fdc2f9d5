export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { LOGIN_SUCCESS_MS } from './constants';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { SignupScreen, type SignupScreenProps } from './SignupScreen';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export { VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen';
export { GoogleCallbackScreen, type GoogleCallbackScreenProps } from './GoogleCallbackScreen';
export { SUCCESS_TOAST_MS } from './timing';
