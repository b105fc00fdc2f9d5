import { isSiteAddress, withoutLanguage } from '@manara/api-client/paths';
import type { CatalogueCache } from '../courses/catalogue-cache';
import { findCourseStatus } from '../courses/queries';
import { certificateStanding } from '../credentials/queries';
import type { Database } from '../db/connection';
import { isUuid } from '../http/validate';

/** A course's page, at either of its addresses. */
const COURSE_ADDRESS = /^\/(?:CoursePage|courses)\/([^/]+)\/?$/i;
/** A certificate's public page. */
const CERTIFICATE_ADDRESS = /^\/certificate\/([^/]+)\/?$/i;

/**
 * What the site has at an address (docs/product/routes.md#addresses-that-do-not-exist):
 * - `page`: a page, drawn or not as usual;
 * - `shell`: the page undrawn and never kept: a course that is not published, for a reader with a session, who
 *   may be its admin or hold it (the browser asks the API with the session); a certificate's page, whose head
 *   names its learner until it is revoked, which may happen at any time;
 * - `missing`: the not-found page, with 404. An address the router has no page for, and a course page whose id
 *   is no course, or no published course for a reader without a session (a search engine); a certificate's
 *   page for an id no certificate, standing or revoked, has.
 */
export type PageStatus = 'page' | 'shell' | 'missing';

export async function pageStatus(db: Database, address: string, { signedIn, catalogue }: { signedIn: boolean; catalogue: CatalogueCache }): Promise<PageStatus> {
  if (!isSiteAddress(address)) return 'missing';
  // The same page in every language (docs/product/languages.md).
  const path = withoutLanguage(address);
  const certificateId = CERTIFICATE_ADDRESS.exec(path)?.[1];
  if (certificateId !== undefined) {
    const { certificate, revocation } = await certificateStanding(db, certificateId);
    return certificate || revocation ? 'shell' : 'missing';
  }
  const courseId = COURSE_ADDRESS.exec(path)?.[1];
  if (courseId === undefined) return 'page';
  if (!isUuid(courseId)) return 'missing';
  // Kept with the catalogue, whose changes it follows: a kept course page asks the database nothing (decision 099).
  const { value: status } = await catalogue.get(`status:${courseId}`, () => findCourseStatus(db, courseId));
  if (status === undefined) return 'missing';
  if (status === 'published') return 'page';
  return signedIn ? 'shell' : 'missing';
}
