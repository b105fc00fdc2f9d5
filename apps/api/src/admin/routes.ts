import type { DuplicatePaymentsResponseSchema } from '@manara/api-client/schemas';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin, requireUser, type SessionEnv } from '../users/require-user';
import { courses, payments, users } from '../db/schema';
import type { ApiDeps } from '../http/deps';
import { type ResponseBody, success } from '../http/responses';

/** `/api/admin/...`: every route here is for signed-in admins only; the rest get 401 or 403. */
export function adminRoutes(deps: ApiDeps) {
  const { db } = deps;
  return (
    new Hono<SessionEnv>()
      .use(requireUser(deps), requireAdmin())
      // Money taken for a course the buyer already had, to refund with the provider (decision 028).
      .get('/payments/duplicates', async (c) => {
        const rows = await db
          .select({ payment: payments, user: users, courseTitle: courses.title })
          .from(payments)
          .innerJoin(users, eq(users.id, payments.userId))
          .innerJoin(courses, eq(courses.id, payments.courseId))
          .where(eq(payments.duplicate, true))
          .orderBy(desc(payments.paidAt));
        const body: ResponseBody<typeof DuplicatePaymentsResponseSchema> = success({
          payments: rows.map(({ payment, user, courseTitle }) => ({
            _id: payment.id,
            user: { _id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
            course: { _id: payment.courseId, title: courseTitle },
            amount: payment.amountPiasters / 100,
            currency: payment.currency,
            provider: payment.provider,
            providerTransactionId: payment.providerTransactionId,
            paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
          })),
        });
        return c.json(body);
      })
  );
}
