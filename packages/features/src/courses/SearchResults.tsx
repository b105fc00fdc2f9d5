import { Section } from '@manara/ui';
import type { Course, CoursesPage } from '@manara/api-client';
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { CategoryBadge } from '../shared/course-card/CategoryBadge';
import type { CourseActionHandler } from './courseAction';
import { CourseResults } from './CourseResults';
import * as styles from './CoursesScreen.css';
import { coursesMessages } from './messages';

export interface SearchResultsProps {
  query: string;
  data: CoursesPage | undefined;
  showSkeleton: boolean;
  isStale: boolean;
  page: number;
  onPageChange: (event: { page: number }) => void;
  onCourseAction: CourseActionHandler;
  processingCourseId?: string;
}

/** 'Search Results for:' the text, then its courses with their own paging, or a no-results line. */
export function SearchResults({ query, data, showSkeleton, ...results }: SearchResultsProps) {
  const t = useStore(coursesMessages);
  const headingId = useId();
  const heading = `${t.resultsFor} ${query}`;
  const badgeFor = (course: Course) => <CategoryBadge category={course.category} />;

  return (
    <Section title={
        <>
          {t.resultsFor} <bdi className={styles.query}>{query}</bdi>
        </>
      } titleId={headingId} titleSize="2xl" leading="tight" gap={5}>
      {!showSkeleton && data?.courses.length === 0 ? (
        <p className={styles.message}>{t.noResults}</p>
      ) : (
        <CourseResults
          headingText={heading}
          data={data}
          showSkeleton={showSkeleton}
          badgeFor={badgeFor}
          leading
          {...results}
        />
      )}
    </Section>
  );
}
