import type { AuditAction, AuditEntry, AuditObjectLabel, AuditObjectType } from '@manara/api-client/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from './connection';
import { auditLog, certificates, courses, instructors, lessons, payments, programApplications, subscriptions, users } from './schema';
import type { UserRow } from './schema';

/* The audit log (docs/product/admin.md#audit-log): written in the same transaction as the change it records. */

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'insert' | 'select'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A learner and a course, as a subscription, a payment and a certificate are named. */
async function learnerAndCourse(db: Reader, table: typeof subscriptions | typeof payments | typeof certificates, id: string): Promise<AuditObjectLabel | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt, title: courses.title })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .innerJoin(courses, eq(courses.id, table.courseId))
    .where(eq(table.id, id));
  return row && !row.deletedAt ? { name: fullName(row), detail: row.title } : null;
}

/**
 * What `objectType` `objectId` is called now (decision 078): read when an entry is written, so the entry keeps it
 * whatever happens to the object later. A deleted account has no name left to read.
 */
export async function auditLabel(db: Reader, objectType: string, objectId: string): Promise<AuditObjectLabel | null> {
  if (objectType === 'certificate') return learnerAndCourse(db, certificates, objectId);
  if (!UUID.test(objectId)) return null;
  switch (objectType) {
    case 'user': {
      const [row] = await db.select().from(users).where(eq(users.id, objectId));
      return row && !row.deletedAt ? { name: fullName(row), detail: row.email } : null;
    }
    case 'course': {
      const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, objectId));
      return row ? { name: row.title, detail: null } : null;
    }
    case 'lesson': {
      const [row] = await db.select({ title: lessons.title, course: courses.title }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(eq(lessons.id, objectId));
      return row ? { name: row.title, detail: row.course } : null;
    }
    case 'application': {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(programApplications)
        .innerJoin(users, eq(users.id, programApplications.userId))
        .where(eq(programApplications.id, objectId));
      return row ? { name: fullName(row), detail: row.email } : null;
    }
    case 'instructor': {
      const [row] = await db.select({ name: instructors.name, title: instructors.title }).from(instructors).where(eq(instructors.id, objectId));
      return row ? { name: row.name, detail: row.title || null } : null;
    }
    case 'subscription':
      return learnerAndCourse(db, subscriptions, objectId);
    case 'payment':
      return learnerAndCourse(db, payments, objectId);
    default:
      return null;
  }
}

export interface AuditRecord {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** Only the fields the write changed, before and after. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Records `record` with the object's name as it stands in the transaction: a write records after its change,
 * so the name is the one it left; a deletion records before it deletes, so the name is the one that went.
 */
export async function recordAudit(tx: Writer, actor: UserRow, record: AuditRecord): Promise<void> {
  const objectLabel = await auditLabel(tx, record.objectType, record.objectId);
  await tx.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, ...record, objectLabel });
}

export interface AuditFilter {
  page: number;
  pageSize: number;
  action?: AuditAction | undefined;
  objectType?: AuditObjectType | undefined;
  objectId?: string | undefined;
}

/** A page of the log, newest first, and how many entries match in all. */
export async function listAudit(db: Database, { page, pageSize, action, objectType, objectId }: AuditFilter) {
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
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  // Entries written before labels were kept are named by what the object is called now, when it still is.
  const labelled = await Promise.all(rows.map(async (row) => ({ ...row, objectLabel: row.objectLabel ?? (await auditLabel(db, row.objectType, row.objectId)) })));
  return { rows: labelled, total: total?.n ?? 0 };
}

export const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  objectType: row.objectType,
  objectId: row.objectId,
  objectLabel: row.objectLabel,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});
