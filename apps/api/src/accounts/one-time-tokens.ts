import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { userTokens, type UserTokenKind } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link in an e-mail stays usable. */
export const TOKEN_LIFETIME_MS: Record<UserTokenKind, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: 30 * 60 * 1000,
};

/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN_FORMAT = /^[\w-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a link secret for `userId`; only its hash is stored, the secret goes into the e-mail. */
export async function issueToken(
  db: Pick<Database, 'insert'>,
  { userId, kind, now }: { userId: string; kind: UserTokenKind; now: Date },
): Promise<string> {
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
