import { CourseLandingScreen, useCourseDetail } from '@manara/features/enrolment';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { useGoToLogin } from '../loginHere';
import { pageMessages } from './pageMessages';

/** `/CoursePage/{courseId}`, in the frame (docs/product/routes.md#pages-in-the-frame): a course's landing page and its Enroll Now. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const { courseId = '' } = useParams();
  const goTo = useCallback(({ href }: { href: string }) => void navigate(href), [navigate]);
  const goToLogin = useGoToLogin();
  // The screen's own read of the course (one request): the page is titled by its course once it is known.
  const { course } = useCourseDetail(courseId, '');
  return (
    <>
      <title>{course ? t.courseTitleOf({ title: course.title }) : t.courseTitle}</title>
      <CourseLandingScreen courseId={courseId} onNavigate={goTo} onSignIn={goToLogin} />
    </>
  );
}
