/* The lesson player's timings (docs/product/learning.md#the-lesson-player). */

/** The picture over the video after a lesson is chosen in the outline. */
export const LESSON_SELECT_OVERLAY_MS = 4000;
/** The picture over the video after a seek; longer on touch screens, where fingers hide it. */
export const SEEK_OVERLAY_MS = 1500;
export const SEEK_OVERLAY_TOUCH_MS = 2000;
/** How often the clock and the slider follow the video. */
export const TIME_REFRESH_MS = 200;
/** The IFrame API's script neither loads nor fails in this long (a network that holds it): the player says it could not load. */
export const PLAYER_LOAD_TIMEOUT_MS = 20_000;
/** After its first paint, the page waits this long at most for a quiet moment before asking YouTube for its player. */
export const PLAYER_IDLE_WAIT_MS = 500;
/** 'Lesson Completed!' stays this long. */
export const LESSON_COMPLETED_MS = 5000;
/** While playing, what was played is reported this often (and on pause, at the end, and when the page is hidden). */
export const REPORT_EVERY_MS = 10_000;
export { YOUTUBE_IFRAME_API_URL } from '../shared/youtube';
/**
 * A report that failed is tried again after these waits, one after another, the last repeating while
 * the page is open (or no sooner than a 429 asks).
 */
export const REPORT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
