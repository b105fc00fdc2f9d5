import type { DashboardStats } from '@manara/api-client/schemas';
import { count, eq, isNull, sum } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { courses, payments, subscriptions, users } from '../db/schema';

/** The dashboard's four figures (docs/product/admin.md#dashboard); revenue is what settled payments took, in EGP. */
export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const [[userCount], [courseCount], [revenue], [active]] = await Promise.all([
    db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db.select({ n: count() }).from(courses),
    db.select({ piasters: sum(payments.amountPiasters) }).from(payments).where(eq(payments.status, 'paid')),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')),
  ]);
  return {
    totalUsers: userCount?.n ?? 0,
    totalCourses: courseCount?.n ?? 0,
    totalRevenue: Number(revenue?.piasters ?? 0) / 100,
    activeSubscriptions: active?.n ?? 0,
  };
}
