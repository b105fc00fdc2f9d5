import type { Database } from '../db/connection';
import type { UserRow } from '../db/schema';
import { isSubscribed } from '../payments/queries';

/* What other resources read of the lessons: who may watch a course's private videos. */

/** Whether `user` may see a course's private videos: subscribed or an admin, and never while blocked. */
export const mayWatchPrivateVideos = (user: UserRow | undefined, { subscribed }: { subscribed: boolean }): boolean =>
  user !== undefined && !user.isBlocked && (subscribed || user.role === 'admin');

/** The same, asking whether `user` is subscribed to the course. */
export async function mayWatchPrivate(db: Database, user: UserRow | undefined, courseId: string): Promise<boolean> {
  if (!user || user.isBlocked) return false;
  return mayWatchPrivateVideos(user, { subscribed: await isSubscribed(db, { userId: user.id, courseId }) });
}
