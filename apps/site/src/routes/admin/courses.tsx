import { AdminCoursesScreen } from '@manara/features/admin';
import { YOUTUBE_IFRAME_API_URL } from '@manara/features/lessons';
import { AdminPageTitle } from './AdminPageTitle';

/** The IFrame API's address, as the lesson player's (decision 044): lengths are measured with it (decision 060). */
const youtubeApiUrl = import.meta.env.VITE_YOUTUBE_IFRAME_API_URL || YOUTUBE_IFRAME_API_URL;

/** `/admin/courses`: the courses and their lessons. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="courses" />
      <AdminCoursesScreen youtubeApiUrl={youtubeApiUrl} />
    </>
  );
}
