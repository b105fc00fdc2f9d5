import { CoursesScreen, courseActionHref } from '@manara/features/courses';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router-dom';
import { siteMessages } from '../messages';

/**
 * `/courses`: the catalogue. Until enrolment exists, a card's button navigates on the client:
 * Enroll Now to the course page, Open Course to its lessons.
 */
export function Component() {
  const t = useStore(siteMessages);
  const navigate = useNavigate();
  return (
    <>
      <title>{t.coursesTitle}</title>
      <CoursesScreen onCourseAction={(event) => void navigate(courseActionHref(event))} />
    </>
  );
}
