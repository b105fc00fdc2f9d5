import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";
/** The YouTube IFrame API script, its player frames and thumbnails, for the lesson player. */
const YOUTUBE_SCRIPTS = ['https://www.youtube.com', 'https://s.ytimg.com'];
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const YOUTUBE_IMAGES = ['https://i.ytimg.com'];

/** Sent with every response, API and site alike. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      baseUri: [SELF],
      connectSrc: [SELF],
      // Bundlers inline small fonts and images as data: URLs.
      fontSrc: [SELF, 'data:'],
      imgSrc: [SELF, 'data:', ...YOUTUBE_IMAGES],
      scriptSrc: [SELF, ...YOUTUBE_SCRIPTS],
      // Scroll locking in dialogs injects a <style> element; inline styles cannot run code.
      styleSrc: [SELF, "'unsafe-inline'"],
      frameSrc: YOUTUBE_FRAMES,
      objectSrc: ["'none'"],
      formAction: [SELF],
      frameAncestors: [SELF],
    },
    // YouTube refuses to play embeds when no referrer reaches it, which the default no-referrer would cause.
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
