export { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
export { BlockedAccountScreen, type BlockedAccountScreenProps } from '../shared/blocked';
