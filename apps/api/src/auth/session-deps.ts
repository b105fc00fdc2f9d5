import type { Database } from '../db/connection';
import type { SessionTokens } from './session';

/** What the session middleware needs: the database and the one session service. */
export interface SessionDeps {
  db: Database;
  /** Signs and reads session tokens. */
  sessions: SessionTokens;
}
