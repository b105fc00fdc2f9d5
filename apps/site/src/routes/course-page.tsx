import { CourseLandingScreen } from '@manara/features/enrolment';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pageMessages } from './pageMessages';
import { sitePaths } from '@manara/api-client/paths';

/** `/CoursePage/{courseId}`, in the frame (docs/product/routes.md#pages-in-the-frame): a course's landing page and its Enroll Now. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useNavigate();
  const { courseId = '' } = useParams();
  const goTo = useCallback(({ href }: { href: string }) => void navigate(href), [navigate]);
  const goToLogin = useCallback(() => void navigate(sitePaths.login()), [navigate]);
  return (
    <>
      <title>{t.courseTitle}</title>
      <CourseLandingScreen courseId={courseId} onNavigate={goTo} onSignIn={goToLogin} />
    </>
  );
}
