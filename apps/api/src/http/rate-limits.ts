import type { RateLimit } from './rate-limit';

/* Every limit of the API in one table: sign-in, sign-up, links, uploads, certificate lookups, the contact form. */

export type RateLimitedAction = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'photoUpload';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Unknown certificate ids looked up, per client address: plenty for people's typos, far too few to guess 128-bit ids. */
export const CERTIFICATE_LOOKUP_LIMIT: RateLimit = { limit: 60, windowMs: 15 * MINUTE_MS };

/**
 * Each action is limited per client address and per account (the e-mail; for a reset, the link; for a
 * photo, the user). Certificate lookups that miss are limited per address only (`CERTIFICATE_LOOKUP_LIMIT` by default).
 */
export type RateLimits = Record<RateLimitedAction, { perIp: RateLimit; perAccount: RateLimit }> & {
  /**
   * Sign-ins from a browser whose device cookie names the account, per device, instead of per address and
   * per account (`LOGIN_PER_DEVICE_LIMIT` by default; decision 064).
   */
  loginPerDevice?: RateLimit;
  certificateLookup?: RateLimit;
  /** The contact form, per address and per sender's e-mail (`CONTACT_LIMITS` by default). */
  contact?: { perIp: RateLimit; perAccount: RateLimit };
};

/** A known browser's own tries, as many as an account's from everywhere else. */
export const LOGIN_PER_DEVICE_LIMIT: RateLimit = { limit: 10, windowMs: 15 * MINUTE_MS };

/** A person writes to the team a few times; a loop filling the team's inbox is stopped. */
export const CONTACT_LIMITS = { perIp: { limit: 20, windowMs: HOUR_MS }, perAccount: { limit: 5, windowMs: HOUR_MS } };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { limit: 30, windowMs: 15 * MINUTE_MS }, perAccount: { limit: 10, windowMs: 15 * MINUTE_MS } },
  register: { perIp: { limit: 10, windowMs: HOUR_MS }, perAccount: { limit: 5, windowMs: HOUR_MS } },
  // Per account, the mails sent: past them a request is answered the same and sends nothing. The window is no
  // longer than a reset link lives, so the newest link mailed still works whenever a request sends none.
  forgotPassword: { perIp: { limit: 10, windowMs: HOUR_MS }, perAccount: { limit: 3, windowMs: 30 * MINUTE_MS } },
  resetPassword: { perIp: { limit: 20, windowMs: 15 * MINUTE_MS }, perAccount: { limit: 5, windowMs: 15 * MINUTE_MS } },
  // Each upload is decoded and re-encoded: cheap for a person choosing a photo, not for a loop.
  photoUpload: { perIp: { limit: 60, windowMs: HOUR_MS }, perAccount: { limit: 10, windowMs: HOUR_MS } },
  loginPerDevice: LOGIN_PER_DEVICE_LIMIT,
  certificateLookup: CERTIFICATE_LOOKUP_LIMIT,
  contact: CONTACT_LIMITS,
};
