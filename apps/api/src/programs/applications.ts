import type { Program } from '@manara/api-client/schemas';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { programApplications, type UserRow } from '../db/schema';
import { httpError } from '../http/responses';
import type { ApplicationRow } from './queries';

/** Stores the answers as a pending application; a second one while the first waits is a 409. */
export async function apply(db: Database, user: UserRow, program: Program, answers: Record<string, string>): Promise<ApplicationRow> {
  try {
    const [row] = await db.insert(programApplications).values({ userId: user.id, program, answers }).returning();
    if (!row) throw new Error('The application was not saved');
    return row;
  } catch (error) {
    // The one-pending index refused a second application.
    if (isUniqueViolation(error)) throw httpError('APPLICATION_PENDING');
    throw error;
  }
}
