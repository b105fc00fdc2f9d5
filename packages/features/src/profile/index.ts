export { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
export { PASSWORD_FORM_CLOSE_MS } from './constants';
