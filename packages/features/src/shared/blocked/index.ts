export { BlockedAccountScreen, type BlockedAccountScreenProps } from './BlockedAccountScreen';
export { SUPPORT_EMAIL } from './constants';
