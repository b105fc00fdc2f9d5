import { isSiteAddress } from '@manara/api-client/paths';
import { findCourseStatus } from '../courses/queries';
import type { Database } from '../db/connection';
import { isUuid } from '../http/validate';

/** A course's page, at either of its addresses. */
const COURSE_ADDRESS = /^\/(?:CoursePage|courses)\/([^/]+)\/?$/i;

/**
 * What the site has at an address (docs/product/routes.md#addresses-that-do-not-exist):
 * - `page`: a page, drawn or not as usual;
 * - `shell`: a course that is not published, for a reader with a session, who may be its admin or hold it:
 *   the page undrawn, and the browser asks the API with the session;
 * - `missing`: the not-found page, with 404. An address the router has no page for, and a course page whose id
 *   is no course, or no published course for a reader without a session (a search engine).
 */
export type PageStatus = 'page' | 'shell' | 'missing';

export async function pageStatus(db: Database, path: string, { signedIn }: { signedIn: boolean }): Promise<PageStatus> {
  if (!isSiteAddress(path)) return 'missing';
  const courseId = COURSE_ADDRESS.exec(path)?.[1];
  if (courseId === undefined) return 'page';
  if (!isUuid(courseId)) return 'missing';
  const status = await findCourseStatus(db, courseId);
  if (status === undefined) return 'missing';
  if (status === 'published') return 'page';
  return signedIn ? 'shell' : 'missing';
}
