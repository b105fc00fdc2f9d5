import { between, eq, max } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificateRevocations, certificates } from '../db/schema';
import { recordAudit } from '../admin/audit';
import { httpError } from '../http/responses';
import type { UserRow } from '../users/to-response';
import { STATUS_LIST_ENTRIES } from './status-list';

/*
 * Certificates that no longer stand (docs/product/learning.md#revocation, decision 059): revoked by an admin,
 * or removed with their account or course (the database writes those as the certificate goes).
 */

export type RevocationRow = typeof certificateRevocations.$inferSelect;

export const revocationOf = async (db: Database, certificateId: string): Promise<RevocationRow | undefined> =>
  (await db.select().from(certificateRevocations).where(eq(certificateRevocations.certificateId, certificateId)))[0];

/** Revokes the certificate for `reason`, once, and records who did it in the audit log. */
export function revokeCertificate(db: Database, actor: UserRow, id: string, { reason, now }: { reason: string; now: Date }): Promise<RevocationRow> {
  return db.transaction(async (tx) => {
    const [certificate] = await tx.select({ id: certificates.id, statusIndex: certificates.statusIndex }).from(certificates).where(eq(certificates.id, id)).for('update');
    if (!certificate) throw httpError('CERTIFICATE_NOT_FOUND');
    const [revocation] = await tx
      .insert(certificateRevocations)
      .values({ certificateId: id, statusIndex: certificate.statusIndex, reason, revokedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!revocation) throw httpError('CERTIFICATE_ALREADY_REVOKED');
    await recordAudit(tx, actor, { action: 'certificate.revoke', objectType: 'certificate', objectId: id, before: {}, after: { reason } });
    return revocation;
  });
}

/** The places (within status list `list`) of every revoked certificate's entry. */
export async function revokedPlaces(db: Database, list: number): Promise<number[]> {
  const first = list * STATUS_LIST_ENTRIES;
  const rows = await db
    .select({ statusIndex: certificateRevocations.statusIndex })
    .from(certificateRevocations)
    .where(between(certificateRevocations.statusIndex, first, first + STATUS_LIST_ENTRIES - 1));
  return rows.map((row) => row.statusIndex - first);
}

/** How many status lists exist: enough to hold every entry given so far, and always the first. */
export async function statusListCount(db: Database): Promise<number> {
  const [[issued], [revoked]] = await Promise.all([
    db.select({ last: max(certificates.statusIndex) }).from(certificates),
    db.select({ last: max(certificateRevocations.statusIndex) }).from(certificateRevocations),
  ]);
  const last = Math.max(issued?.last ?? 0, revoked?.last ?? 0);
  return Math.floor(last / STATUS_LIST_ENTRIES) + 1;
}

export const toRevocation = (row: RevocationRow) => ({ reason: row.reason, revokedAt: row.revokedAt.toISOString() });

