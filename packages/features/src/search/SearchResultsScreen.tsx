import type { Course } from '@manara/api-client';
import { sitePaths } from '@manara/api-client/paths';
import { Button, Grid, Inline, Page, PageHeader, Price, RoutedLink, SearchInput, Skeleton, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { CategoryBadge } from '../shared/course-card/CategoryBadge';
import { useLocale } from '../shared/i18n';
import { useQuickSearch } from './api/useQuickSearch';
import { SEARCH_PREVIEW_LENGTH } from './constants';
import { searchMessages } from './messages';
import * as styles from './SearchResultsScreen.css';

export interface SearchResultsScreenProps {
  /** The text searched for, from the address (`?query=`). */
  query: string;
  /** A new text was submitted: the app puts it into the address. */
  onSearch: (event: { query: string }) => void;
}

/** The first 100 characters of a description, and an ellipsis when there was more. */
export const previewOf = (text: string) => (text.length > SEARCH_PREVIEW_LENGTH ? `${text.slice(0, SEARCH_PREVIEW_LENGTH)}...` : text);

/**
 * `/search-results?query=` (docs/product/catalogue.md#search-results): 'Results', each course with its
 * title, the start of its description, its category and its price in EGP. An empty text
 * asks for 'write something!' without searching; no match says 'course not found'; a failure 'some thing
 * went wrong', with a way to try again.
 */
export function SearchResultsScreen({ query, onSearch }: SearchResultsScreenProps) {
  const t = useStore(searchMessages);
  const headingId = useId();
  const { courses, failed, isLoading, retry } = useQuickSearch(query);
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // Back and Forward change the address: the field follows it.
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ query: text.trim() });
  };

  return (
    <Page as="section" width="content" gap={6} aria-labelledby={headingId}>
      <PageHeader title={t.title} titleId={headingId} tone="brand" leading="inherit" />
      <form role="search" className={styles.form} onSubmit={submit}>
        <SearchInput label={t.searchLabel} placeholder={t.searchPlaceholder} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">{t.search}</Button>
      </form>
      <div aria-live="polite" aria-busy={isLoading || undefined}>
        {query.trim() === '' ? (
          <p className={styles.message}>{t.writeSomething}</p>
        ) : failed ? (
          <Inline gap={4} align="center">
            <p className={styles.message} role="alert">
              {t.failed}
            </p>
            <Button variant="outline" onClick={retry}>
              {t.retry}
            </Button>
          </Inline>
        ) : courses === undefined ? (
          <ResultsSkeleton />
        ) : courses.length === 0 ? (
          <p className={styles.message}>{t.notFound}</p>
        ) : (
          <Grid as="ul" gap={4} minItemWidth="18rem" fill="fill">
            {courses.map((course) => (
              <ResultCard key={course._id} course={course} />
            ))}
          </Grid>
        )}
      </div>
    </Page>
  );
}

function ResultCard({ course }: { course: Course }) {
  const t = useStore(searchMessages);
  const { intlLocale } = useLocale();
  return (
    <Surface as="li" padding={5} gap={3} border className={styles.card}>
      <h2 className={styles.cardTitle}>
        <RoutedLink href={sitePaths.coursePage(course._id)} className={styles.cardLink}>
          {course.title}
        </RoutedLink>
      </h2>
      <p className={styles.description}>{previewOf(course.description)}</p>
      <Inline gap={3} align="center" justify="between" className={styles.meta}>
        <CategoryBadge category={course.category} />
        <Price amount={course.currentPrice} locale={intlLocale} freeLabel={t.free} className={styles.price} />
      </Inline>
    </Surface>
  );
}

function ResultsSkeleton() {
  return (
    <Grid as="ul" gap={4} minItemWidth="18rem" fill="fill" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <Surface as="li" key={n} padding={5} gap={3} border className={styles.card}>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="100%" height="3rem" />
        </Surface>
      ))}
    </Grid>
  );
}
