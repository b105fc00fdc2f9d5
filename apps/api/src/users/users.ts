import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { consumeToken, issueToken, retireTokens, type ConsumeResult } from './one-time-tokens';
import type { UserRow } from '../db/schema';

/*
 * The users' rules and transactions, apart from HTTP (`routes.ts` parses, limits, authorizes and
 * answers). Each function is one unit of work on the database; what the user sees of it is decided
 * by the route.
 */

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
}

/**
 * An unverified account and its verification link, together. Undefined when the e-mail is taken:
 * two sign-ups racing with one e-mail are decided by the unique index.
 */
export function createAccount(db: Database, account: NewAccount, at: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...account, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    return { user, token: await issueToken(tx, { userId: user.id, kind: 'verify_email', now: at }) };
  });
}

/** Uses a verification link once; a verified account stays verified from its first use. */
export function verifyEmail(db: Database, token: string, at: Date): Promise<ConsumeResult> {
  return db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, { token, kind: 'verify_email', now: at });
    if (consumed.ok) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: at, updatedAt: at })
        .where(and(eq(users.id, consumed.userId), isNull(users.emailVerifiedAt)));
    }
    return consumed;
  });
}

/** Ends every session of the user: their tokens carry the old version. */
export async function endSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Uses a reset link once: the new password, every session ended, the account's other reset links
 * retired. The link reached the mailbox, which is what verification proves, so the e-mail counts as
 * verified too.
 */
export function resetPassword(db: Database, { token, passwordHash }: { token: string; passwordHash: string }, at: Date): Promise<ConsumeResult> {
  return db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, { token, kind: 'reset_password', now: at });
    if (!consumed.ok) return consumed;
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(eq(users.id, consumed.userId));
    await retireTokens(tx, { userId: consumed.userId, kind: 'reset_password', now: at });
    return consumed;
  });
}

export type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber' | 'imageUrl' | 'imageKey'>> & { updatedAt: Date };

/**
 * Saves the profile and says which photo it replaced. The row is locked, so two uploads at once
 * cannot both see (and delete) the same old photo. Undefined when the user is gone.
 */
export function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ imageKey: users.imageKey }).from(users).where(eq(users.id, userId)).for('update');
    const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    return current && user ? { user, previousKey: current.imageKey } : undefined;
  });
}

/** Sets a new password and ends every session; the caller continues with a token for the new version. */
export async function changePassword(db: Database, userId: string, passwordHash: string, at: Date) {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ role: users.role, sessionVersion: users.sessionVersion });
  return updated;
}
