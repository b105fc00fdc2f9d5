const SELF = "'self'";
/** The YouTube IFrame API script, its player frames and thumbnails, for the lesson player. */
const YOUTUBE_SCRIPTS = ['https://www.youtube.com', 'https://s.ytimg.com'];
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const YOUTUBE_IMAGES = ['https://i.ytimg.com'];

/** Sources each kind of content may come from. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': [SELF],
  'base-uri': [SELF],
  'connect-src': [SELF],
  // Bundlers inline small fonts and images as data: URLs.
  'font-src': [SELF, 'data:'],
  'img-src': [SELF, 'data:', ...YOUTUBE_IMAGES],
  'script-src': [SELF, ...YOUTUBE_SCRIPTS],
  // Scroll locking in dialogs injects a <style> element; inline styles cannot run code.
  'style-src': [SELF, "'unsafe-inline'"],
  'frame-src': YOUTUBE_FRAMES,
  'object-src': ["'none'"],
  'form-action': [SELF],
  'frame-ancestors': [SELF],
};

/**
 * Nothing here needs a device or sensor. The lesson player's own controls make the page fullscreen, and the
 * YouTube frame may go fullscreen and autoplay; no other frame gets either. `self` or an origin; empty for none.
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, readonly string[]>> = {
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
  'display-capture': [],
};

const allowList = (sources: readonly string[]) => `(${sources.map((source) => (source === 'self' ? source : `"${source}"`)).join(' ')})`;

/**
 * Sent with every answer, API and site alike (`answerHeaders`), worked out once: Hono's `secureHeaders()`
 * defaults, with our Content-Security-Policy and Permissions-Policy and a referrer policy YouTube accepts.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  // YouTube refuses to play embeds when no referrer reaches it, which `no-referrer` would cause.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  [
    'Content-Security-Policy',
    Object.entries(CONTENT_SECURITY_POLICY)
      .map(([directive, sources]) => [directive, ...sources].join(' '))
      .join('; '),
  ],
  [
    'Permissions-Policy',
    Object.entries(PERMISSIONS_POLICY)
      .map(([feature, origins]) => `${feature}=${allowList(origins)}`)
      .join(', '),
  ],
];
