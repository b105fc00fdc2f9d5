import type { VideoPlayerLabels } from './VideoPlayer';

/* The player's words for stories and tests; the site takes them from its i18n layer. */

export const englishLabels: VideoPlayerLabels = {
  region: 'Video player',
  play: 'Play',
  pause: 'Pause',
  back: 'Back 10 seconds',
  forward: 'Forward 10 seconds',
  seek: 'Seek',
  position: (elapsed, total) => `${elapsed} of ${total}`,
  speed: 'Playback speed',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  captions: 'Captions',
  captionsLanguage: 'Captions language',
};

export const arabicLabels: VideoPlayerLabels = {
  region: 'مشغّل الفيديو',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  back: 'رجوع ١٠ ثوانٍ',
  forward: 'تقديم ١٠ ثوانٍ',
  seek: 'التقدّم في الفيديو',
  position: (elapsed, total) => `${elapsed} من ${total}`,
  speed: 'سرعة التشغيل',
  fullscreen: 'ملء الشاشة',
  exitFullscreen: 'إنهاء ملء الشاشة',
  captions: 'الترجمة النصية',
  captionsLanguage: 'لغة الترجمة النصية',
};
