import { createHash, randomBytes } from 'node:crypto';
import { periodic } from '../periodic';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { userTokens, type UserTokenKind } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link in an e-mail stays usable. */
export const TOKEN_LIFETIME_MS: Record<UserTokenKind, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: 30 * 60 * 1000,
};

/**
 * Expired links are kept this long, so that opening one still says "expired" (with what to do)
 * rather than "not valid"; then they are deleted.
 */
export const EXPIRED_TOKEN_RETENTION_MS = 7 * 24 * HOUR_MS;

/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN_FORMAT = /^[\w-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const longExpired = (now: Date) => lt(userTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_RETENTION_MS));

/**
 * Makes a link secret for `userId`; only its hash is stored, the secret goes into the e-mail.
 * The user's long-expired links go at the same time, so their rows cannot pile up.
 */
export async function issueToken(
  db: Pick<Database, 'insert' | 'delete'>,
  { userId, kind, now }: { userId: string; kind: UserTokenKind; now: Date },
): Promise<string> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), longExpired(now)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
    createdAt: now,
  });
  return token;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * Marks the token used and returns its user, in one statement, so two requests racing
 * with one link cannot both succeed. Pass a transaction to tie it to what the link does.
 */
export async function consumeToken(
  db: Pick<Database, 'update' | 'select'>,
  { token, kind, now }: { token: string; kind: UserTokenKind; now: Date },
): Promise<ConsumeResult> {
  if (!TOKEN_FORMAT.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashToken(token);
  const [consumed] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)),
    )
    .returning({ userId: userTokens.userId });
  if (consumed) return { ok: true, userId: consumed.userId };

  // Only to say why: the update above already refused it.
  const [row] = await db
    .select({ usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.kind, kind)));
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/** After a reset, the other reset links sent earlier must not work any more. */
export async function retireTokens(
  db: Pick<Database, 'update'>,
  { userId, kind, now }: { userId: string; kind: UserTokenKind; now: Date },
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
}

/** Deletes every link that expired more than `EXPIRED_TOKEN_RETENTION_MS` ago; returns how many. */
export async function sweepExpiredTokens(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const deleted = await db.delete(userTokens).where(longExpired(now)).returning({ id: userTokens.id });
  return deleted.length;
}

/** Sweeps now and then every `intervalMs`, in the background (`periodic`). */
export function startTokenSweep(
  db: Pick<Database, 'delete'>,
  { intervalMs, now = () => new Date(), onError }: { intervalMs: number; now?: () => Date; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  const sweep = periodic(() => sweepExpiredTokens(db, now()), { intervalMs, onError });
  void sweep.runNow();
  return sweep;
}
