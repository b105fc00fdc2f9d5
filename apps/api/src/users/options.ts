import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { defaultDataDir } from '../paths';
import { localDiskStorage } from '../uploads/local-disk-storage';
import type { FileStorage } from '../uploads/storage';
import { rateLimitClient } from '../http/client-address';
import type { GoogleSignInConfig } from './google/google-sign-in';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { memoryRateLimits, type RateLimit, type RateLimitStore } from '../http/rate-limit';
import { randomSessionSecret } from '../auth/session';

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

/** The team's inbox when `CONTACT_INBOX` is not set: a local demo keeps the messages in its outbox. */
export const DEFAULT_CONTACT_INBOX = 'team@manara.local';

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

export interface UsersOptions {
  /** Signs session tokens (HS256). */
  sessionSecret: Uint8Array;
  mailer: Mailer;
  /** Where the site is reached from outside; links in e-mails start with it. */
  publicUrl: () => string;
  /** Where contact form messages go (`CONTACT_INBOX`); the sender is their Reply-To. */
  contactInbox: string;
  /** The time for tokens, links and rate limits; tests move it instead of sleeping. */
  now: () => Date;
  rateLimits: RateLimits;
  /** Where rate-limit counts are kept: this process by default, the database when processes share one. */
  rateLimitStore: RateLimitStore;
  /**
   * The client a per-address limit counts: whatever address is given (the socket's, or a proxy's header),
   * an IPv6 one by its /64 and an IPv4-mapped one as IPv4 (`rateLimitClient`).
   */
  clientIp: (c: Context) => string;
  /** Where profile photos are kept. */
  photoStorage: FileStorage;
  /** Google sign-in; without it `/api/users/google` says it is not configured. */
  google: GoogleSignInConfig | undefined;
}

/**
 * The socket's peer address. Behind a reverse proxy every request shares the proxy's
 * address; such a deployment passes its own `clientIp` that reads the proxy's header.
 */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // `app.request()` without a Node socket (tests, other runtimes).
    return 'unknown';
  }
}

const clientOf =
  (address: (c: Context) => string) =>
  (c: Context): string =>
    rateLimitClient(address(c));

/**
 * Anything not given gets a working default: a per-process secret, a logging outbox, the real clock,
 * photos on disk in the default data folder.
 */
export function resolveUsersOptions(given: Partial<UsersOptions> = {}): UsersOptions {
  return {
    sessionSecret: given.sessionSecret ?? randomSessionSecret(),
    mailer: given.mailer ?? outboxMailer({ log: (line) => console.log(line) }),
    publicUrl: given.publicUrl ?? (() => 'http://localhost:3000'),
    contactInbox: given.contactInbox ?? DEFAULT_CONTACT_INBOX,
    now: given.now ?? (() => new Date()),
    rateLimits: given.rateLimits ?? DEFAULT_RATE_LIMITS,
    rateLimitStore: given.rateLimitStore ?? memoryRateLimits,
    clientIp: clientOf(given.clientIp ?? socketAddress),
    photoStorage: given.photoStorage ?? localDiskStorage(path.join(defaultDataDir, 'uploads')),
    google: given.google,
  };
}
