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
    // Nothing here needs a device or sensor. The lesson player's own controls make the page fullscreen,
    // and the YouTube frame may go fullscreen and autoplay; no other frame gets either.
    permissionsPolicy: {
      fullscreen: ['self', ...YOUTUBE_FRAMES],
      autoplay: YOUTUBE_FRAMES,
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
    },
  });
