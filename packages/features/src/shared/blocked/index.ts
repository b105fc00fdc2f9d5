export { BlockedAccountScreen, type BlockedAccountScreenProps } from './BlockedAccountScreen';
