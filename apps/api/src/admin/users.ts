import type { UserRole, UserStatusBody } from '@manara/api-client/schemas';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificates, lessonProgress, programApplications, subscriptions, users, userTokens } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import { containsPattern } from '../search/normalize';
import type { UserRow } from '../db/schema';
import { recordAudit } from '../db/audit';

/* The admin's users (docs/product/admin.md#users): the list, roles, blocking. Every write is audited. */

export const ADMIN_PAGE_SIZE = 10;

/**
 * Name and e-mail folded in SQL as `normalizeSearchText` folds the query (case, the Arabic alef, yeh and
 * teh marbuta forms, tatweel, tashkeel), so 'احمد' finds 'أحمد'. Users are few next to what a table scan
 * costs; a stored column can follow when they are not.
 */
export const userSearchable = sql<string>`translate(
  regexp_replace(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
  'آأإٱىیة', 'ااااييه'
)`;

/** A page of users, newest first, matching `search` in the name or e-mail when it is given; deleted accounts are gone. */
export async function listUsers(db: Database, { page, search }: { page: number; search: string }) {
  const where = and(isNull(users.deletedAt), search === '' ? undefined : sql`${userSearchable} like ${containsPattern(search)}`);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `change` on the user `id`, locked, with the admins locked too: two admins demoting each other at
 * the same moment cannot leave the site without one. An admin cannot change themselves this way.
 */
async function changeUser<T>(
  db: Database,
  actor: UserRow,
  id: string,
  change: (tx: Transaction, target: UserRow, otherAdmins: number) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw httpError('USER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.isBlocked, false))).for('update');
    const [target] = await tx.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).for('update');
    if (!target) throw httpError('USER_NOT_FOUND');
    // Compared as the database spells it: the path may write the same id in capitals.
    if (target.id === actor.id) throw httpError('CANNOT_CHANGE_OWN_ACCOUNT');
    return change(tx, target, admins.filter((admin) => admin.id !== target.id).length);
  });
}

/** `role` for the user `id`; the last admin who can act stays an admin. */
export function setRole(db: Database, actor: UserRow, id: string, role: UserRole): Promise<UserRow> {
  return changeUser(db, actor, id, async (tx, target, otherAdmins) => {
    if (target.role === role) return target;
    if (target.role === 'admin' && otherAdmins === 0) throw httpError('LAST_ADMIN');
    const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await recordAudit(tx, actor, { action: 'user.role', objectType: 'user', objectId: target.id, before: { role: target.role }, after: { role } });
    return updated ?? target;
  });
}

/**
 * Blocks the user `id` with an optional reason. It takes effect at once: every request reads the account
 * afresh, so the learner's next page is the blocked screen with the reason and date. They are not signed
 * out, which would only hide why (decision 045).
 */
export function block(db: Database, actor: UserRow, id: string, { reason, now }: { reason: string | undefined; now: Date }): Promise<UserRow> {
  return changeUser(db, actor, id, async (tx, target, otherAdmins) => {
    if (target.role === 'admin' && !target.isBlocked && otherAdmins === 0) throw httpError('LAST_ADMIN');
    const blockReason = reason === undefined || reason === '' ? null : reason;
    const [updated] = await tx
      .update(users)
      .set({ isBlocked: true, blockReason, blockedAt: now, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'user.block',
      objectType: 'user',
      objectId: target.id,
      before: { isBlocked: target.isBlocked, blockReason: target.blockReason, blockedAt: target.blockedAt?.toISOString() ?? null },
      after: { isBlocked: true, blockReason, blockedAt: now.toISOString() },
    });
    return updated ?? target;
  });
}

/** Lifts a block; the reason and date go with it. */
export function unblock(db: Database, actor: UserRow, id: string, { now }: { now: Date }): Promise<UserRow> {
  return changeUser(db, actor, id, async (tx, target) => {
    if (!target.isBlocked) return target;
    const [updated] = await tx
      .update(users)
      .set({ isBlocked: false, blockReason: null, blockedAt: null, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'user.unblock',
      objectType: 'user',
      objectId: target.id,
      before: { isBlocked: true, blockReason: target.blockReason, blockedAt: target.blockedAt?.toISOString() ?? null },
      after: { isBlocked: false, blockReason: null, blockedAt: null },
    });
    return updated ?? target;
  });
}

/** `PATCH /admin/users/{id}/status`: active is an unblock, blocked a block with its optional reason. */
export function setStatus(db: Database, actor: UserRow, id: string, change: UserStatusBody, now: Date): Promise<UserRow> {
  return change.status === 'active' ? unblock(db, actor, id, { now }) : block(db, actor, id, { reason: change.reason, now });
}

/**
 * Deletes an account (decision 046): the personal data goes (name, e-mail, phone, photo, password, Google
 * link, progress, certificates, programme applications, one-time links) and every session ends, while the payments and the
 * subscriptions they paid for stay, as money records must; an active subscription is cancelled. The row
 * stays so those records still point somewhere. Answers the photo's storage key, to delete after the commit.
 */
export function deleteUser(db: Database, actor: UserRow, id: string, { now }: { now: Date }): Promise<string | null> {
  return changeUser(db, actor, id, async (tx, target, otherAdmins) => {
    if (target.role === 'admin' && !target.isBlocked && otherAdmins === 0) throw httpError('LAST_ADMIN');
    // The log keeps that an account was deleted and whose it was (its name and e-mail, decision 078), never what it held.
    await recordAudit(tx, actor, { action: 'user.delete', objectType: 'user', objectId: target.id, before: { role: target.role }, after: { deleted: true } });
    await tx
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'user',
        email: `deleted-${id}@deleted.invalid`,
        phoneNumber: null,
        imageUrl: null,
        imageKey: null,
        // Not a PHC string: no password can ever match it.
        passwordHash: 'deleted',
        googleSub: null,
        role: 'user',
        sessionVersion: target.sessionVersion + 1,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await tx.update(subscriptions).set({ status: 'cancelled', endDate: now }).where(and(eq(subscriptions.userId, id), eq(subscriptions.status, 'active')));
    await tx.delete(lessonProgress).where(eq(lessonProgress.userId, id));
    await tx.delete(certificates).where(eq(certificates.userId, id));
    await tx.delete(userTokens).where(eq(userTokens.userId, id));
    // Applications hold the person's own words.
    await tx.delete(programApplications).where(eq(programApplications.userId, id));
    return target.imageKey;
  });
}
