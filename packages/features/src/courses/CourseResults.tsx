import type { Course, CoursesPage } from '@manara/api-client';
import { CourseCard, CourseCardSkeleton, CourseGrid, Pager, Stack } from '@manara/ui';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLocale } from '../shared/i18n';
import { SKELETON_CARDS } from './constants';
import type { CourseActionHandler } from './courseAction';
import * as styles from './CoursesScreen.css';
import { coursesMessages } from './messages';
import { useCourseCardProps } from '../shared/course-card/useCourseCardProps';

export interface CourseResultsProps {
  headingText: string;
  data: CoursesPage | undefined;
  showSkeleton: boolean;
  /** The previous page is on screen while the requested one loads. */
  isStale: boolean;
  page: number;
  onPageChange: (event: { page: number }) => void;
  badgeFor: (course: Course) => ReactNode;
  onCourseAction: CourseActionHandler;
  /** The course whose enrolment is under way: its card reads Processing... and is disabled. */
  processingCourseId?: string;
  /** The grid opens the page: its first card's picture is likely the largest thing on the first screen. */
  leading?: boolean;
}

/** A grid of course cards with its own pager, or a grid's worth of skeletons. */
export function CourseResults({
  headingText,
  data,
  showSkeleton,
  isStale,
  page,
  onPageChange,
  badgeFor,
  onCourseAction,
  processingCourseId,
  leading = false,
}: CourseResultsProps) {
  const t = useStore(coursesMessages);
  const { formatNumber } = useLocale();
  const cardProps = useCourseCardProps();

  if (showSkeleton || data === undefined) {
    return (
      <CourseGrid aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CourseCardSkeleton key={i} label={t.loadingCourse} />
        ))}
      </CourseGrid>
    );
  }

  const { courses, pagination } = data;
  // While the requested page loads, the pager already stands on it, so a second press goes on from there.
  const hasPrevious = isStale ? page > 1 : pagination.hasPreviousPage;
  const hasNext = isStale ? page < pagination.totalPages : pagination.hasNextPage;
  return (
    <Stack gap={5}>
      <CourseGrid
        className={styles.staleGrid}
        aria-busy={isStale ? 'true' : undefined}
      >
        {courses.map((course, index) => {
          const props = cardProps(course, badgeFor(course));
          return (
            <CourseCard
              key={course._id}
              {...props}
              imagePriority={leading && index === 0}
              action={course._id === processingCourseId ? 'processing' : props.action}
              onAction={({ action }) => onCourseAction({ course, action })}
            />
          );
        })}
      </CourseGrid>
      <Pager
        className={styles.pager}
        page={page}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        onPageChange={onPageChange}
        aria-label={t.pagerLabel({ section: headingText })}
        previousLabel={t.previousPage}
        nextLabel={t.nextPage}
        pageLabel={(n) => t.page({ page: formatNumber(n) })}
      />
    </Stack>
  );
}
