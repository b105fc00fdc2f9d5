import type { DuplicatePaymentsResponseSchema } from '@manara/api-client/schemas';
import { Hono } from 'hono';
import { requireAdmin, requireUser, type SessionEnv } from '../users/require-user';
import type { ApiDeps } from '../http/deps';
import { type ResponseBody, success } from '../http/responses';
import { listDuplicatePayments } from '../payments/queries';
import { toDuplicatePaymentResponse } from '../payments/to-response';

/** `/api/admin/...`: every route here is for signed-in admins only; the rest get 401 or 403. */
export function adminRoutes(deps: ApiDeps) {
  const { db } = deps;
  return (
    new Hono<SessionEnv>()
      .use(requireUser(deps), requireAdmin())
      // Money taken for a course the buyer already had, to refund with the provider (decision 028).
      .get('/payments/duplicates', async (c) => {
        const body: ResponseBody<typeof DuplicatePaymentsResponseSchema> = success({
          payments: (await listDuplicatePayments(db)).map(toDuplicatePaymentResponse),
        });
        return c.json(body);
      })
  );
}
