import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { certificateRevocations, certificates } from '../db/schema';
import { recordAudit } from '../db/audit';
import { httpError } from '../http/responses';
import type { UserRow } from '../db/schema';
import type { RevocationRow } from '../credentials/queries';

/*
 * Certificates that no longer stand (docs/product/learning.md#revocation, decision 059): revoked by an admin,
 * or removed with their account or course (the database writes those as the certificate goes).
 */

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

