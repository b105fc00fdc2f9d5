import { CoursesScreen, courseActionHref } from '@manara/features/courses';
import { useStore } from '@nanostores/react';
import { useSiteNavigate } from '../navigation';
import { useGoToLogin } from '../loginHere';
import { siteMessages } from '../messages';

/**
 * `/courses`: the catalogue. A card's Enroll Now runs the enrolment in the screen; Open Course and
 * Login go through the router.
 */
export function Component() {
  const t = useStore(siteMessages);
  const navigate = useSiteNavigate();
  const goToLogin = useGoToLogin();
  return (
    <>
      <title>{t.coursesTitle}</title>
      <CoursesScreen onCourseAction={(event) => void navigate(courseActionHref(event))} onSignIn={goToLogin} />
    </>
  );
}
