import path from 'node:path';
import type { ContactDetails } from '@manara/api-client/schemas';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { defaultDataDir } from '../paths';
import { localDiskStorage } from '../uploads/local-disk-storage';
import type { FileStorage } from '../uploads/storage';
import { rateLimitClient } from '../http/client-address';
import type { GoogleSignInConfig } from './google/google-sign-in';
import { outboxMailer, type Mailer } from '../mail/mailer';
import { memoryRateLimits, type RateLimitStore } from '../http/rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/rate-limits';
import { randomSessionSecret } from '../auth/session';
import { DEFAULT_CONTACT_DETAILS } from '../mail/contact-details';
import type { SessionDeps } from '../auth/session-deps';

/** The team's inbox when `CONTACT_INBOX` is not set: a local demo keeps the messages in its outbox. */
export const DEFAULT_CONTACT_INBOX = 'team@manara.local';

export interface UsersOptions {
  /** Signs session tokens (HS256). */
  sessionSecret: Uint8Array;
  mailer: Mailer;
  /** Where the site is reached from outside; links in e-mails start with it. */
  publicUrl: () => string;
  /** Where contact form messages go (`CONTACT_INBOX`); the sender is their Reply-To. */
  contactInbox: string;
  /** How to reach the team, as `GET /api/contact-details` answers it (docs/product/public-pages.md#contact-details). */
  contactDetails: ContactDetails;
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

/** What the users' routes use of the API's dependencies. */
export interface UsersDeps extends SessionDeps {
  users: UsersOptions;
  reportError: (error: unknown) => void;
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
    contactDetails: given.contactDetails ?? DEFAULT_CONTACT_DETAILS,
    now: given.now ?? (() => new Date()),
    rateLimits: given.rateLimits ?? DEFAULT_RATE_LIMITS,
    rateLimitStore: given.rateLimitStore ?? memoryRateLimits,
    clientIp: clientOf(given.clientIp ?? socketAddress),
    photoStorage: given.photoStorage ?? localDiskStorage(path.join(defaultDataDir, 'uploads')),
    google: given.google,
  };
}
