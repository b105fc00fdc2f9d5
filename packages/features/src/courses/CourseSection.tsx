import type { Course } from '@manara/api-client';
import { Alert, Badge, isNewCourse, Section } from '@manara/ui';
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useCourses, type CourseListing } from './api/useCourses';
import { CategoryBadge } from '../shared/course-card/CategoryBadge';
import type { CourseActionHandler } from './courseAction';
import { CourseResults } from './CourseResults';
import * as styles from './CoursesScreen.css';
import { coursesMessages } from './messages';

const titleKeys = {
  latest: 'latest',
  Featured: 'featured',
  Manara: 'manara',
} as const satisfies Record<CourseListing, string>;

export interface CourseSectionProps {
  listing: CourseListing;
  /** The screen's first second, or longer if the data is slower; not when the courses were already there. */
  showSkeleton: boolean;
  onCourseAction: CourseActionHandler;
  /** The course whose enrolment is under way: its card reads Processing... */
  processingCourseId?: string;
}

/**
 * One listing with its own paging. Latest always shows; a category shows only when it has
 * courses. A failed fetch is this section's own alert; the others carry on.
 */
export function CourseSection({ listing, showSkeleton, onCourseAction, processingCourseId }: CourseSectionProps) {
  const t = useStore(coursesMessages);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, errorMessage, isStale } = useCourses({ listing, page });
  // Courses already there when the section opened (drawn with the page on the server, or kept from an
  // earlier visit) have nothing to wait for: the placeholder stands only for courses on their way.
  const [openedWithData] = useState(data !== undefined);
  const loading = (showSkeleton && !openedWithData) || (data === undefined && errorMessage === undefined);
  const title = t[titleKeys[listing]];

  if (!loading && listing !== 'latest' && data?.pagination.total === 0) return null;

  const badgeFor = (course: Course) =>
    listing === 'latest' && isNewCourse(course.createdAt) ? (
      <Badge tone="accent">{t.badgeNew}</Badge>
    ) : (
      <CategoryBadge category={course.category} />
    );

  return (
    <Section title={title} titleId={headingId} titleSize="2xl" leading="tight" gap={5}>
      {!loading && errorMessage !== undefined ? (
        <Alert tone="danger" title={t.errorTitle}>
          {errorMessage}
        </Alert>
      ) : !loading && data?.pagination.total === 0 ? (
        <p className={styles.message}>{t.empty}</p>
      ) : (
        <CourseResults
          headingText={title}
          data={data}
          showSkeleton={loading}
          isStale={isStale}
          page={page}
          onPageChange={({ page: next }) => setPage(next)}
          badgeFor={badgeFor}
          onCourseAction={onCourseAction}
          processingCourseId={processingCourseId}
          leading={listing === 'latest'}
        />
      )}
    </Section>
  );
}
