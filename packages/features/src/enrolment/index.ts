export { CourseLandingScreen, type CourseLandingScreenProps } from './CourseLandingScreen';
export { BlockedAccountScreen, type BlockedAccountScreenProps } from './BlockedAccountScreen';
export { useEnrolment, type Enrolment, type UseEnrolmentOptions } from './useEnrolment';
export { SUPPORT_EMAIL } from './constants';
