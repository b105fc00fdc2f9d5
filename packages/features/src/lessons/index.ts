export { LessonPlayerScreen, type LessonPlayerScreenProps } from './LessonPlayerScreen';
export { YOUTUBE_IFRAME_API_URL } from './constants';
