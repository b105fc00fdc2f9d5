import type { AuditAction, AuditEntry, AuditObjectType } from '@manara/api-client/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from './connection';
import { auditLog } from './schema';
import type { UserRow } from './schema';

/* The audit log (docs/product/admin.md#audit-log): written in the same transaction as the change it records. */

type Writer = Pick<Database, 'insert'>;

export interface AuditRecord {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** Only the fields the write changed, before and after. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export async function recordAudit(tx: Writer, actor: UserRow, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...record });
}

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilter {
  page: number;
  action?: AuditAction | undefined;
  objectType?: AuditObjectType | undefined;
  objectId?: string | undefined;
}

/** A page of the log, newest first, and how many entries match in all. */
export async function listAudit(db: Database, { page, action, objectType, objectId }: AuditFilter) {
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(auditLog.action, action));
  if (objectType) conditions.push(eq(auditLog.objectType, objectType));
  if (objectId) conditions.push(eq(auditLog.objectId, objectId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as AuditAction,
  objectType: row.objectType as AuditObjectType,
  objectId: row.objectId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});
