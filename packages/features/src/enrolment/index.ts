export { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
export { useCourseDetail } from '../shared/course/useCourseDetail';
export { BlockedAccountScreen, type BlockedAccountScreenProps, SUPPORT_EMAIL } from '../shared/blocked';
