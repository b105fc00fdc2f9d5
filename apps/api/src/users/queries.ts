import type { UserInput } from '@manara/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users, type UserRow } from '../db/schema';
import { activeCourseIds } from '../payments/queries';

/** E-mails are compared without case, as the unique index compares them. */
export const findUserByEmail = async (db: Pick<Database, 'select'>, email: string) =>
  (await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0];

/** Whether a user with this id exists. */
export const userExists = async (db: Pick<Database, 'select'>, id: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;

/**
 * The user as the contract's `UserSchema` reads it. Built field by field: nothing else (the hash) can slip out.
 * `courses` are the ids of the courses with an active subscription.
 */
export function toUser(row: UserRow, courses: readonly string[]): UserInput {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    ...(row.imageUrl ? { image: { url: row.imageUrl } } : {}),
    role: row.role,
    isBlocked: row.isBlocked,
    blockReason: row.blockReason,
    blockedAt: row.blockedAt ? row.blockedAt.toISOString() : null,
    courses: [...courses],
  };
}

/** The user with their subscribed courses read fresh, so the list follows every payment at once. */
export const toUserWithCourses = async (db: Database, row: UserRow): Promise<UserInput> => toUser(row, await activeCourseIds(db, row.id));
