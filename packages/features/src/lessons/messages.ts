import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/**
 * The lesson player's words (docs/product/learning.md#the-lesson-player). 'Subscription Required', its
 * text, 'View Course Details', 'Lesson Completed!', 'Course Complete! Check your certificate!', 'View
 * Certificate', 'General', 'YouTube Player Error: {code}' and 'Failed to mark lesson complete' are the
 * product's.
 */
export const lessonPlayerMessages = defineMessages('lessonPlayer', {
  pageTitle: 'Lessons',
  backToMyCourses: 'Back to My Courses',
  loading: 'Loading lessons...',
  errorTitle: 'Error:',
  loadFailed: "Failed to load the course's lessons",
  progressFailed: 'Failed to fetch completed lessons',
  courseFailed: 'Failed to fetch course data',
  tryAgain: 'Try Again',
  subscriptionRequired: 'Subscription Required',
  subscriptionText: 'You need to subscribe to this course to access its lessons.',
  viewCourseDetails: 'View Course Details',
  freeTitle: 'This course is free',
  freeText: 'Enroll for free to watch its lessons.',
  enrollFree: 'Enroll for free',
  noLessonsTitle: 'No lessons yet',
  noLessonsText: 'This course has no lessons yet. Come back soon.',
  currentLesson: params('{title} ({position}/{total})'),
  general: 'General',
  outlineTitle: 'Course content',
  progress: 'Progress',
  completed: 'Completed',
  lessonCompleted: 'Lesson Completed!',
  lessonsDone: params<{ done: string; total: string }>(count({ one: '{done}/{total} lesson completed', other: '{done}/{total} lessons completed' })),
  courseComplete: 'Course Complete! Check your certificate!',
  notCounted: 'Watch at least 90% of the lesson to complete it.',
  reportFailed: 'Failed to mark lesson complete',
  reportKept: params('What you watched of “{title}” is kept and will be sent again.'),
  resumeFrom: params('Resume from {time}'),
  playerError: params('YouTube Player Error: {code}'),
  playerUnavailable: 'The video could not load.',
  playerUnavailableTitle: 'The video could not load',
  playerBlocked:
    'YouTube, where the lessons play, may be blocked on this network (some schools and workplaces block it), or the connection dropped. The lesson’s description still works. Try again, or try another network.',
  aboutLesson: 'About this lesson',
  noVideo: 'This lesson has no video yet.',
  dataSaver: 'Data saver is on: the video loads when you press play.',
  playLesson: 'Play lesson',
  celebrationTitle: 'Congratulations!',
  celebrationText: 'You have completed every lesson of this course. Your certificate is ready.',
  viewCertificate: 'View Certificate',
  showCertificate: 'Show Certificate',
  filesTitle: 'Lesson files',
  fileDetails: params('PDF, {size}'),
});

/** The video controls' names and spoken values. */
export const videoPlayerMessages = defineMessages('videoPlayer', {
  region: 'Video player',
  play: 'Play',
  pause: 'Pause',
  back: 'Back 10 seconds',
  forward: 'Forward 10 seconds',
  seek: 'Seek',
  position: params('{elapsed} of {total}'),
  speed: 'Playback speed',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  captions: 'Captions',
  captionsLanguage: 'Captions language',
});
