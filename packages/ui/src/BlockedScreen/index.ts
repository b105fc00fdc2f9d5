export { BlockedScreen, defaultBlockedScreenLabels } from './BlockedScreen';
export type { BlockedScreenLabels, BlockedScreenProps } from './BlockedScreen';
