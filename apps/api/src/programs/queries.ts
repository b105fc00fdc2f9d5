import type { ApplicationStatus, Program } from '@manara/api-client/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { programApplications, users } from '../db/schema';
import { httpError } from '../http/responses';
import { isUuid } from '../http/validate';
import type { UserRow } from '../db/schema';

/* Programme applications as they are read (docs/product/public-pages.md#programmes), by the programmes and the admin. */

export const APPLICATIONS_PAGE_SIZE = 10;

export type ApplicationRow = typeof programApplications.$inferSelect;
export type Applicant = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/** The learner's applications, newest first. */
export function applicationsOf(db: Database, userId: string): Promise<ApplicationRow[]> {
  return db.select().from(programApplications).where(eq(programApplications.userId, userId)).orderBy(desc(programApplications.createdAt), desc(programApplications.id));
}

const applicantColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** One application with its applicant, or a 404 (malformed ids included). */
export async function applicationById(db: Pick<Database, 'select'>, id: string): Promise<{ application: ApplicationRow; applicant: Applicant }> {
  if (!isUuid(id)) throw httpError('APPLICATION_NOT_FOUND');
  const [found] = await db
    .select({ application: programApplications, applicant: applicantColumns })
    .from(programApplications)
    .innerJoin(users, eq(users.id, programApplications.userId))
    .where(eq(programApplications.id, id));
  if (!found) throw httpError('APPLICATION_NOT_FOUND');
  return found;
}

/** A page of applications for the admin, newest first, narrowed by programme and status. */
export async function listApplications(db: Database, { page, program, status }: { page: number; program?: Program | undefined; status?: ApplicationStatus | undefined }) {
  const where: SQL | undefined = and(program ? eq(programApplications.program, program) : undefined, status ? eq(programApplications.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: programApplications, applicant: applicantColumns })
      .from(programApplications)
      .innerJoin(users, eq(users.id, programApplications.userId))
      .where(where)
      .orderBy(desc(programApplications.createdAt), desc(programApplications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * APPLICATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(programApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An application as the contract answers it; the applicant only for the admin. */
export function toApplication(row: ApplicationRow, applicant?: Applicant) {
  return {
    _id: row.id,
    program: row.program,
    status: row.status,
    answers: row.answers,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(applicant ? { applicant: { _id: applicant.id, firstName: applicant.firstName, lastName: applicant.lastName, email: applicant.email } } : {}),
  };
}
