import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";
/** The YouTube IFrame API script, its player frames and thumbnails, for the lesson player. */
const YOUTUBE_SCRIPTS = ['https://www.youtube.com', 'https://s.ytimg.com'];
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const YOUTUBE_IMAGES = ['https://i.ytimg.com'];

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Sources each kind of content may come from. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  connectSrc: [SELF],
  // Bundlers inline small fonts and images as data: URLs.
  fontSrc: [SELF, 'data:'],
  // blob: for pictures only: the profile photo and the admin's course image are previewed from the chosen file.
  imgSrc: [SELF, 'data:', 'blob:', ...YOUTUBE_IMAGES],
  scriptSrc: [SELF, ...YOUTUBE_SCRIPTS],
  // Scroll locking in dialogs injects a <style> element; inline styles cannot run code.
  styleSrc: [SELF, "'unsafe-inline'"],
  frameSrc: YOUTUBE_FRAMES,
  objectSrc: ["'none'"],
  formAction: [SELF],
  frameAncestors: [SELF],
} satisfies SecureHeadersOptions['contentSecurityPolicy'];

/**
 * Nothing here needs a device or sensor. The lesson player's own controls make the page fullscreen, and the
 * YouTube frame may go fullscreen and autoplay; no other frame gets either. `self` or an origin; empty for none.
 * Only features Chromium recognises: any other makes every page log "Unrecognized feature" (so no `bluetooth`).
 */
const PERMISSIONS_POLICY = {
  fullscreen: ['self', ...YOUTUBE_FRAMES],
  autoplay: YOUTUBE_FRAMES,
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  displayCapture: [],
} satisfies SecureHeadersOptions['permissionsPolicy'];

/**
 * Sent with every answer, API and site alike (`answerHeaders`): Hono's `secureHeaders()` defaults, with our
 * Content-Security-Policy and Permissions-Policy and a referrer policy YouTube accepts (it refuses to play
 * embeds when no referrer reaches it, which `no-referrer` would cause). Worked out once, by asking Hono what it
 * sends, so that each answer only copies them.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ...(
    await new Hono()
      .use(secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, permissionsPolicy: PERMISSIONS_POLICY, referrerPolicy: 'strict-origin-when-cross-origin' }))
      .get('/', (c) => c.body(null))
      .request('/')
  ).headers,
];

const pagePolicy = (name: string) => SECURITY_HEADERS.find(([sent]) => sent.toLowerCase() === name)?.[1] ?? '';

/**
 * Sent with every JSON answer instead (`answerHeaders`), as OWASP's REST security sheet asks of an API: no browser
 * draws JSON as a page, so it needs no page policy, only to be refused as one. Nothing may load from it or frame it,
 * it is never read as another type, no other site's page may load it, and it comes over
 * HTTPS. The page policy is over a kilobyte, which was most of a small answer (decision 108).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', pagePolicy('strict-transport-security')],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];
