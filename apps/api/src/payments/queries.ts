import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, users } from '../db/schema';

/** A payment of `userId`'s with its course's title; someone else's is not found. */
export async function findOwnPayment(db: Pick<Database, 'select'>, { paymentId, userId }: { paymentId: string; userId: string }) {
  const [row] = await db
    .select({ payment: payments, courseTitle: courses.title })
    .from(payments)
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

/** Money taken for a course the buyer already had (decision 028), newest first, with the buyer and the course's title. */
export const listDuplicatePayments = (db: Pick<Database, 'select'>) =>
  db
    .select({ payment: payments, user: users, courseTitle: courses.title })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .where(eq(payments.duplicate, true))
    .orderBy(desc(payments.paidAt));
