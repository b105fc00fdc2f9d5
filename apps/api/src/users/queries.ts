import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { users } from '../db/schema';

/** E-mails are compared without case, as the unique index compares them. */
export const findUserByEmail = async (db: Pick<Database, 'select'>, email: string) =>
  (await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0];

/** Whether a user with this id exists. */
export const userExists = async (db: Pick<Database, 'select'>, id: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
