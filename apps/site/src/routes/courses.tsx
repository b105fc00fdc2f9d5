import { CoursesScreen, courseActionHref } from '@manara/features/courses';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** `/courses`: the catalogue. Until enrolment exists, a card's button goes where its link goes. */
export function Component() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  return (
    <>
      <title>{t('titles.courses')}</title>
      <CoursesScreen onCourseAction={(event) => void navigate(courseActionHref(event))} />
    </>
  );
}
