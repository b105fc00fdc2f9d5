import { COURSE_CATEGORIES } from '@manara/api-client';
import { Alert, Button, SearchInput } from '@manara/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useCourseSearch } from './api/useCourseSearch';
import { navigateToCourse, type CourseActionHandler } from './courseAction';
import { CourseSection } from './CourseSection';
import { CARD_SKELETON_MS, SEARCH_DEBOUNCE_MS } from './constants';
import * as styles from './CoursesScreen.css';
import { coursesMessages } from './messages';
import { SearchResults } from './SearchResults';
import { useElapsed } from './useElapsed';

export interface CoursesScreenProps {
  /**
   * A card's Enroll Now or Open Course was pressed. Until enrolment exists the default
   * follows the link (details, or the lessons for a subscriber) with a full page load;
   * an app passes its router's navigation instead.
   */
  onCourseAction?: CourseActionHandler;
}

/**
 * The catalogue (`/courses`): a hero, a search box, and either the three listings
 * (Latest, Featured, Manara) or the search results. A failed search takes the whole screen.
 */
export function CoursesScreen({ onCourseAction = navigateToCourse }: CoursesScreenProps) {
  const t = useStore(coursesMessages);
  const skeletonTimeOver = useElapsed(CARD_SKELETON_MS);

  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Clearing the box brings the listings back at once; only new text waits for a pause.
  const query = text.trim() === '' ? '' : debounced;

  // A new text starts at page 1: the page belongs to the text it was turned for.
  const [searchPage, setSearchPage] = useState({ query: '', page: 1 });
  const page = searchPage.query === query ? searchPage.page : 1;
  const search = useCourseSearch({ title: query, page });

  if (query !== '' && search.errorMessage !== undefined) {
    return (
      <div className={styles.screen}>
        <div className={styles.body}>
          <Alert tone="danger" title={t.errorTitle} className={styles.fullPageAlert}>
            <div className={styles.alertBody}>
              <p>{search.errorMessage}</p>
              <Button variant="outline" size="sm" onClick={search.retry}>
                {t.retry}
              </Button>
            </div>
          </Alert>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDebounced(text.trim());
  };

  return (
    <div className={styles.screen}>
      <div className={styles.hero}>
        <h1 className={styles.heroTitle}>{t.heroTitle}</h1>
        <p className={styles.heroSubtitle}>{t.heroSubtitle}</p>
        <form role="search" className={styles.searchForm} onSubmit={submit}>
          <SearchInput
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </div>
      <div className={styles.body}>
        {query === '' ? (
          <>
            <CourseSection listing="latest" showSkeleton={!skeletonTimeOver} onCourseAction={onCourseAction} />
            {COURSE_CATEGORIES.map((category) => (
              <CourseSection
                key={category}
                listing={category}
                showSkeleton={!skeletonTimeOver}
                onCourseAction={onCourseAction}
              />
            ))}
          </>
        ) : (
          <SearchResults
            query={query}
            data={search.data}
            showSkeleton={!skeletonTimeOver || search.data === undefined}
            isStale={search.isStale}
            page={page}
            onPageChange={({ page: next }) => setSearchPage({ query, page: next })}
            onCourseAction={onCourseAction}
          />
        )}
      </div>
    </div>
  );
}
