import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit';
import type { Database } from '../db/connection';
import { programApplications, type UserRow } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import { applicationById, type Applicant, type ApplicationRow } from '../programs/queries';

/** Approves or rejects a pending application, once, with the note; audited in the same transaction. */
export function review(
  db: Database,
  actor: UserRow,
  id: string,
  { status, note, now }: { status: 'approved' | 'rejected'; note: string; now: Date },
): Promise<{ application: ApplicationRow; applicant: Applicant }> {
  if (!isUuid(id)) throw httpError('APPLICATION_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(programApplications).where(eq(programApplications.id, id)).for('update');
    if (!locked) throw httpError('APPLICATION_NOT_FOUND');
    if (locked.status !== 'pending') throw httpError('APPLICATION_REVIEWED');
    await tx
      .update(programApplications)
      .set({ status, reviewNote: note === '' ? null : note, reviewedBy: actor.id, reviewedAt: now })
      .where(eq(programApplications.id, id));
    await recordAudit(tx, actor, {
      action: 'application.review',
      objectType: 'application',
      objectId: id,
      before: { status: 'pending' },
      after: { status, reviewNote: note === '' ? null : note },
    });
    return applicationById(tx, id);
  });
}
