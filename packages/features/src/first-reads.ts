import { getContactDetails, getProfile, type ApiClient } from '@manara/api-client';
import { firstRead, type FirstRead } from './shared/api/firstReads';
import { contactDetailsKey } from './shared/contact/useContactDetails';
import { PROFILE_KEY } from './shared/session/api/useProfile';

/*
 * What the signed-in screens read first, for the server to send in their page
 * (docs/product/overview.md#signed-in-pages-start-with-their-data).
 */
export type { FirstRead, FirstReadContext, Picture } from './shared/api/firstReads';
export { adminDashboardFirstReads } from './admin/api/firstReads';
export { myCertificatesFirstReads } from './certificates/api/firstReads';
export { lessonPlayerFirstReads } from './lessons/api/firstReads';
export { myCoursesFirstReads } from './mycourses/api/firstReads';

/** The session's user: what every signed-in page waits for first. Rejects without a valid session. */
export const profileFirstRead = (client: ApiClient) => ({ key: PROFILE_KEY, read: () => getProfile(client, { fallbackMessage: '' }) });

/** The frame's footer: how to reach the team. */
export const frameFirstReads = (client: ApiClient): FirstRead[] => [firstRead(contactDetailsKey, () => getContactDetails(client, { fallbackMessage: '' }))];
