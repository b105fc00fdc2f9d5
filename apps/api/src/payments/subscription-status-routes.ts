import { SubscriptionStatusQuerySchema, type SubscriptionStatusResponseSchema } from '@manara/api-client/schemas';
import { Hono } from 'hono';
import { userExists } from '../users/queries';
import { requireUser, type SessionEnv } from '../auth/require-user';
import { findCourse } from '../courses/queries';
import type { SessionDeps } from '../auth/session-deps';
import { httpError, type ResponseBody, success } from '../http/responses';
import { isUuid, parseRequest } from '../http/validate';
import { isSubscribed } from './queries';

/**
 * `/api/courses/{id}/subscription-status`: its address is under the course, but it answers about a
 * subscription, so it lives with the payments and subscriptions that decide it.
 */
export function subscriptionStatusRoutes(deps: SessionDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  return new Hono<SessionEnv>()
      /**
       * Whether a user is subscribed to the course: oneself (no `userId`, or one's own), or anyone for an
       * admin. A blocked user is told so in a 403 whose message contains 'blocked' (docs/product/course-page.md#api-calls).
       */
      .get('/:id/subscription-status', signedIn, async (c) => {
        const user = c.var.user;
        if (user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
        const { userId = user.id } = parseRequest(SubscriptionStatusQuerySchema, c.req.query());
        if (userId !== user.id && user.role !== 'admin') throw httpError('NOT_YOUR_SUBSCRIPTION');
        const courseId = c.req.param('id');
        if (!isUuid(courseId) || !(await findCourse(db, courseId, user))) throw httpError('COURSE_NOT_FOUND');
        if (userId !== user.id && !(await userExists(db, userId))) throw httpError('USER_NOT_FOUND');
        const body: ResponseBody<typeof SubscriptionStatusResponseSchema> = success({
          isSubscribed: await isSubscribed(db, { userId, courseId }),
        });
        return c.json(body);
      });
}
