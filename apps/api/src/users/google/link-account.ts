import { randomBytes } from 'node:crypto';
import type { GoogleFailure } from '@manara/api-client/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { findUserByEmail } from '../queries';
import { hashPassword } from '../passwords';
import type { UserRow } from '../../db/schema';
import type { GoogleIdentity } from './google-sign-in';

export type GoogleAccountResult = { ok: true; user: UserRow } | { ok: false; reason: GoogleFailure };

/** A password nobody knows: the account signs in with Google until its owner sets one through "forgot password". */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

const findByGoogleSub = async (db: Database, sub: string) => (await db.select().from(users).where(eq(users.googleSub, sub)))[0];

/**
 * The user a Google identity signs in as: the one linked to its `sub`; else the account with its e-mail,
 * linked now, but only when Google has verified that e-mail; else a new, verified account.
 */
export async function accountForGoogle(db: Database, identity: GoogleIdentity, at: Date): Promise<GoogleAccountResult> {
  const linked = await findByGoogleSub(db, identity.sub);
  // Found by `sub`, whatever e-mail Google now reports: the e-mail of a Google account can change.
  if (linked) return { ok: true, user: linked };
  if (!identity.email) return { ok: false, reason: 'noEmail' };
  // An unverified e-mail proves nothing about who owns the mailbox: it may neither claim an account nor make one.
  if (!identity.emailVerified) return { ok: false, reason: 'unverifiedEmail' };

  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (existing.googleSub) return { ok: false, reason: 'otherGoogleAccount' };
    return linkExisting(db, existing, identity, at);
  }
  return createFromGoogle(db, identity, at);
}

async function linkExisting(db: Database, existing: UserRow, identity: GoogleIdentity, at: Date): Promise<GoogleAccountResult> {
  // Never verified: whoever chose its password never proved they own the mailbox, Google just did.
  // The password goes, and with it any session, so a squatter who registered first is shut out.
  const takeOver = existing.emailVerifiedAt
    ? {}
    : { passwordHash: await unusablePasswordHash(), sessionVersion: sql`${users.sessionVersion} + 1`, emailVerifiedAt: at };
  const [user] = await db
    .update(users)
    .set({ googleSub: identity.sub, ...takeOver, updatedAt: at })
    .where(and(eq(users.id, existing.id), isNull(users.googleSub)))
    .returning();
  if (user) return { ok: true, user };
  return settledByRace(db, identity, 'otherGoogleAccount');
}

async function createFromGoogle(db: Database, identity: GoogleIdentity, at: Date): Promise<GoogleAccountResult> {
  const email = identity.email ?? '';
  const [user] = await db
    .insert(users)
    .values({
      firstName: identity.givenName ?? identity.name ?? email.split('@')[0] ?? email,
      lastName: identity.familyName ?? '',
      email,
      passwordHash: await unusablePasswordHash(),
      emailVerifiedAt: at,
      googleSub: identity.sub,
      createdAt: at,
      updatedAt: at,
    })
    // Two callbacks racing for one new person: the unique indexes pick one, the other reads the winner.
    .onConflictDoNothing()
    .returning();
  if (user) return { ok: true, user };
  // Lost to the same Google account (it is linked now), or to a sign-up with the e-mail (trying again links it).
  return settledByRace(db, identity, 'failed');
}

/** Another request linked or created first: sign in as what it made, if it was for this Google account. */
async function settledByRace(db: Database, identity: GoogleIdentity, otherwise: GoogleFailure): Promise<GoogleAccountResult> {
  const linked = await findByGoogleSub(db, identity.sub);
  return linked ? { ok: true, user: linked } : { ok: false, reason: otherwise };
}
