export { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
export { BlockedAccountScreen, type BlockedAccountScreenProps, SUPPORT_EMAIL } from '../shared/blocked';
