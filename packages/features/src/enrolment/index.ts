export { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
export { useCourseDetail } from '../shared/course/useCourseDetail';
export { BlockedAccountScreen, type BlockedAccountScreenProps } from '../shared/blocked';
