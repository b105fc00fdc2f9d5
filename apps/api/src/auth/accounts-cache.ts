import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { subscriptions, users, type UserRow } from '../db/schema';

/**
 * A signed-in reader's account in memory (decision 099): their user record and the courses they may watch now,
 * read once and kept, so a signed-in request asks the database nothing more than a visitor's. Any write to
 * users or subscriptions empties it: at once on the instance that writes (its database connection reports the
 * write, `watchWrites`), and on every other instance when the database's `accounts_changed` notification
 * arrives. An entry also expires after `maxAgeMs`, so a notification lost with a dropped connection leaves an
 * account stale for that long at most.
 */
export interface Account {
  user: UserRow;
  /** The courses with an active subscription. */
  courseIds: ReadonlySet<string>;
}

export interface AccountsCache {
  /** The account of `userId`, from memory or read now; undefined for a user that does not exist. */
  get(db: Database, userId: string): Promise<Account | undefined>;
  /** Forgets every account, and any read under way when it is called. */
  forget(): void;
}

/** The channel the database's triggers notify (migration 0025). */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

/** The tables whose writes change an account. */
export const ACCOUNT_TABLES = ['users', 'subscriptions'] as const;

async function readAccount(db: Database, userId: string): Promise<Account | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const held = await db
    .select({ courseId: subscriptions.courseId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
  return { user, courseIds: new Set(held.map((row) => row.courseId)) };
}

export function accountsCache({ maxEntries = 10_000, maxAgeMs = 30_000, now = Date.now }: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}): AccountsCache {
  let entries = new Map<string, { account: Account | undefined; at: number }>();
  // A read that began before the last `forget` may hold what a write has since changed: it answers its caller only.
  let generation = 0;
  return {
    async get(db, userId) {
      const stored = entries.get(userId);
      if (stored && now() - stored.at < maxAgeMs) return stored.account;
      const started = generation;
      const account = await readAccount(db, userId);
      if (started === generation) {
        entries.delete(userId);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(userId, { account, at: now() });
      }
      return account;
    },
    forget() {
      generation += 1;
      entries = new Map();
    },
  };
}

/** No memory: every request reads its account. What the app uses unless it is given a cache. */
export const uncachedAccounts: AccountsCache = { get: readAccount, forget() {} };
