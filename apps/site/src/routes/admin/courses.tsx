import { AdminCoursesScreen } from '@manara/features/admin';
import { AdminPageTitle } from './AdminPageTitle';

/** `/admin/courses`: the courses and their lessons. */
export function Component() {
  return (
    <>
      <AdminPageTitle page="courses" />
      <AdminCoursesScreen />
    </>
  );
}
