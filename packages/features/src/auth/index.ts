export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { LOGIN_SUCCESS_MS } from './constants';
