import type { Database } from '../db/connection';
import type { AccountsCache } from './accounts-cache';
import type { SessionTokens } from './session';

/** What the session middleware needs: the database, the one session service and the accounts in memory. */
export interface SessionDeps {
  db: Database;
  /** Signs and reads session tokens. */
  sessions: SessionTokens;
  /** Signed-in readers' accounts, kept in memory (decision 099). */
  accounts: AccountsCache;
}
