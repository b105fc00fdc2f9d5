import type { Course } from '@manara/api-client';
import { Alert, ButtonLink, CourseCard, CourseCardSkeleton, CourseGrid, Page, PageHeader, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { CategoryBadge } from '../shared/course-card/CategoryBadge';
import { CARD_SKELETON_MS } from '../shared/course-card/constants';
import { useCourseCardProps } from '../shared/course-card/useCourseCardProps';
import { useElapsed } from '../shared/course-card/useElapsed';
import { courseProgressMessages } from '../shared/course/messages';
import { useLocale } from '../shared/i18n';
import { useSession } from '../shared/session';
import { useCourseProgress } from './api/useCourseProgress';
import { useMyCourses } from './api/useMyCourses';
import { useMyPayments } from './api/useMyPayments';
import { AwaitingPayments, Receipts } from './MyPayments';
import { MAX_SKELETON_CARDS, SKELETON_CARDS } from './constants';
import { myCoursesMessages } from './messages';
import * as styles from './MyCoursesScreen.css';
import { useRefreshAfterPayment } from './refreshAfterPayment';
import { sitePaths } from '@manara/api-client/paths';
import { RetryAlert } from '../shared/feedback';

export interface MyCoursesScreenProps {
  /** An in-site address to go to: Open Course leads to the course's lessons. */
  onNavigate: (event: { href: string }) => void;
  /** There is no session (never was, or a 401 ended it): the app goes to `/login`. */
  onSignedOut: () => void;
}

/**
 * `/mycourses` (docs/product/enrolment-and-payments.md#my-courses), inside the site's frame: the courses the
 * signed-in user is subscribed to, as the catalogue's cards, each opening its lessons. After a payment the user is refreshed first, so
 * the course just bought is among them. Payments still awaiting money come first, the receipts of paid ones last.
 */
export function MyCoursesScreen({ onNavigate, onSignedOut }: MyCoursesScreenProps) {
  const t = useStore(myCoursesMessages);
  const headingId = useId();
  const { user, loading, isAuthenticated } = useSession();
  const { ready } = useRefreshAfterPayment({ enabled: isAuthenticated });
  const skeletonTimeOver = useElapsed(CARD_SKELETON_MS);

  useEffect(() => {
    if (!isAuthenticated) onSignedOut();
  }, [isAuthenticated, onSignedOut]);

  // The latest purchase first: the session lists the ids oldest first.
  const ids = useMemo(() => (ready && user ? [...user.courses].reverse() : undefined), [ready, user]);
  const { courses, errorMessage, retry } = useMyCourses(ids);
  // Courses already there when the screen opened (sent with the page, or kept from an earlier visit) have
  // nothing to wait for: the placeholders stand only for courses on their way.
  const [openedWithCourses] = useState(courses !== undefined);
  // Read once the session is settled (after a payment, once the user is refreshed), beside the courses.
  const payments = useMyPayments(isAuthenticated && ready);

  if (!isAuthenticated) return null;

  const open = (course: Course) => onNavigate({ href: sitePaths.lessons(course._id) });

  const skeletons = () => {
    // As many placeholders as there will be cards, once the user's courses are known.
    const count = Math.min(ids?.length || SKELETON_CARDS, MAX_SKELETON_CARDS);
    return (
      <CourseGrid aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          <CourseCardSkeleton key={i} label={t.loadingCourse} />
        ))}
      </CourseGrid>
    );
  };

  let content;
  if (!ready || (user === undefined && loading)) {
    content = skeletons();
  } else if (user === undefined) {
    // The session is there but its user could not be fetched (only logged: docs/product/errors.md); there is nothing to list.
    content = <Alert tone="danger">{t.userFailed}</Alert>;
  } else if ((!skeletonTimeOver && !openedWithCourses) || (courses === undefined && errorMessage === undefined && ids?.length !== 0)) {
    content = skeletons();
  } else if (errorMessage !== undefined) {
    content = (
      <RetryAlert title={t.errorTitle} message={errorMessage} retryLabel={t.retry} onRetry={retry} />
    );
  } else if (courses === undefined || courses.length === 0) {
    content = <Empty browse={t.browse} text={t.empty} />;
  } else {
    content = (
      <CourseGrid>
        {courses.map((course, index) => (
          <MyCourseCard key={course._id} course={course} onOpen={() => open(course)} imagePriority={index === 0} />
        ))}
      </CourseGrid>
    );
  }

  return (
    <Page as="section" width="content" gap={6} aria-labelledby={headingId}>
      <PageHeader title={t.title} titleId={headingId} />
      {/* What still needs the learner (a reference to pay, a payment to approve) comes before the courses; receipts after. */}
      {payments && <AwaitingPayments payments={payments} />}
      {content}
      {payments && <Receipts payments={payments} />}
    </Page>
  );
}

/**
 * One of the learner's courses: the catalogue's card, with the progress once a lesson was watched, and
 * its button then says Continue learning (the player opens the last lesson at its second).
 */
function MyCourseCard({ course, onOpen, imagePriority }: { course: Course; onOpen: () => void; imagePriority: boolean }) {
  const t = useStore(myCoursesMessages);
  const words = useStore(courseProgressMessages);
  const { formatNumber } = useLocale();
  const cardProps = useCourseCardProps();
  const progress = useCourseProgress(course._id);
  const props = cardProps(course, <CategoryBadge category={course.category} />);
  const total = course.totalLessons ?? 0;
  const done = Math.min(progress?.completed ?? 0, total);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <CourseCard
      {...props}
      // The first card's picture is the page's largest paint on a phone: fetched at once, and first.
      imagePriority={imagePriority}
      // Every course here is the user's own: the button opens it.
      action="open"
      headingLevel={2}
      onAction={onOpen}
      {...(progress?.started && {
        progress: { percent, text: words.progressText({ done: formatNumber(done), total: formatNumber(total), percent: formatNumber(percent) })(total) },
        labels: { ...props.labels, open: t.continueLearning },
      })}
    />
  );
}

/** No course yet: says so, and leads to the catalogue. */
function Empty({ text, browse }: { text: string; browse: string }) {
  return (
    <Surface padding={4} paddingBlock={12} gap={4} align="center" className={styles.empty}>
      <p className={styles.emptyText}>{text}</p>
      <ButtonLink href={sitePaths.courses()}>{browse}</ButtonLink>
    </Surface>
  );
}
