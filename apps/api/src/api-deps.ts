import type { UsersOptions } from './users/options';
import type { SessionTokens } from './auth/session';
import type { Database } from './db/connection';
import type { PaymentsOptions } from './payments/options';
import type { CredentialSigner } from './credentials/signing-key';
import type { CatalogueCache } from './courses/catalogue-cache';
import type { AccountsCache } from './auth/accounts-cache';

/**
 * Everything the resources' routes are made from, made once in `apiRoutes`. Each resource names the part it
 * uses (`CourseDeps`, `PaymentDeps`, …) with types of its own and of the shared layers, so no resource imports
 * this module (docs/ARCHITECTURE.md#the-apis-floors).
 */
export interface ApiDeps {
  db: Database;
  /** Signs and reads session tokens. */
  sessions: SessionTokens;
  /** The session secret, mailer, clock, rate limits, photo storage, Google and the public address. */
  users: UsersOptions;
  payments: PaymentsOptions;
  /** Signs certificates' Open Badge credentials. */
  credentials: CredentialSigner;
  /** Hears about every unexpected error; the client gets a generic answer. */
  reportError: (error: unknown) => void;
  /** Sends a request through the whole app, in process (the sandbox's notifications). */
  dispatch: (path: string, init: RequestInit) => Promise<Response>;
  /** The public catalogue in memory (decision 051). */
  catalogue: CatalogueCache;
  /** Signed-in readers' accounts in memory (decision 099). */
  accounts: AccountsCache;
}
