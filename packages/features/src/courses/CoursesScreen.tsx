import { COURSE_CATEGORIES } from '@manara/api-client';
import { Page, SearchInput, Stack, useTypedBeforeHydration } from '@manara/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
// The hook itself, not the enrolment entry: the landing page must stay out of the catalogue's chunk.
import { useEnrolment, type UseEnrolmentOptions } from '../shared/enrolment/useEnrolment';
import { useCourseSearch } from './api/useCourseSearch';
import { navigateToCourse, type CourseActionHandler } from './courseAction';
import { CourseSection } from './CourseSection';
import { CARD_SKELETON_MS } from '../shared/course-card/constants';
import { useElapsed } from '../shared/course-card/useElapsed';
import { SEARCH_DEBOUNCE_MS } from './constants';
import * as styles from './CoursesScreen.css';
import { coursesMessages } from './messages';
import { SearchResults } from './SearchResults';
import { inLanguage, sitePaths } from '@manara/api-client/paths';
import { RetryAlert } from '../shared/feedback';
import { $locale } from '../shared/i18n';

export interface CoursesScreenProps {
  /**
   * Open a course's lessons: a subscriber's Open Course, or Enroll Now on a course the server says
   * the user already owns. Always `action: 'open'`; Enroll Now itself runs the enrolment here. The
   * default follows the link with a full page load; an app passes its router's navigation instead.
   */
  onCourseAction?: CourseActionHandler;
  /** Login in the Login Required warning; by default a full page load of `/login`. */
  onSignIn?: () => void;
  /** Leaves the site for the payment page; a full page load by default. */
  onPaymentRedirect?: UseEnrolmentOptions['onPaymentRedirect'];
}

/** The login page, in the language the reader reads the site in (docs/product/languages.md). */
const signInPage = () => window.location.assign(inLanguage(sitePaths.login(), $locale.get()));

/**
 * The catalogue (`/courses`): a hero, a search box, and either the three listings
 * (Latest, Featured, Manara) or the search results. A failed search takes the whole screen.
 */
export function CoursesScreen({
  onCourseAction = navigateToCourse,
  onSignIn = signInPage,
  onPaymentRedirect,
}: CoursesScreenProps) {
  const t = useStore(coursesMessages);
  const skeletonTimeOver = useElapsed(CARD_SKELETON_MS);
  const searchBox = useRef<HTMLInputElement>(null);
  const enrolment = useEnrolment({
    onSignIn,
    onAlreadySubscribed: ({ course }) => onCourseAction({ course, action: 'open' }),
    onPaymentRedirect,
    // Focus goes back to the card's button; should the listing have changed under the dialog and taken
    // the card away, to the search box, where the catalogue starts.
    fallbackFocus: () => searchBox.current,
  });
  const cardAction: CourseActionHandler = (event) =>
    event.action === 'enroll' ? enrolment.enroll(event.course) : onCourseAction(event);
  const processingCourseId = enrolment.processingCourseId;

  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  // Text typed into the box the server drew, before the page came alive, is a search all the same
  // (docs/product/public-pages.md#pages-arrive-rendered).
  useTypedBeforeHydration(searchBox, setText);
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
      <Stack gap={8} className={styles.screen}>
        <Page width="content" gap={12} paddingBlock={0}>
          <RetryAlert title={t.errorTitle} message={search.errorMessage} retryLabel={t.retry} onRetry={search.retry} className={styles.fullPageAlert} />
        </Page>
      </Stack>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDebounced(text.trim());
  };

  return (
    <Stack gap={8} className={styles.screen}>
      <Stack gap={3} align="center" className={styles.hero}>
        <h1 className={styles.heroTitle}>{t.heroTitle}</h1>
        <p className={styles.heroSubtitle}>{t.heroSubtitle}</p>
        <form role="search" className={styles.searchForm} onSubmit={submit}>
          <SearchInput
            ref={searchBox}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            submitLabel={t.search}
          />
        </form>
      </Stack>
      <Page width="content" gap={12} paddingBlock={0}>
        {query === '' ? (
          <>
            <CourseSection
              listing="latest"
              showSkeleton={!skeletonTimeOver}
              onCourseAction={cardAction}
              processingCourseId={processingCourseId}
            />
            {COURSE_CATEGORIES.map((category) => (
              <CourseSection
                key={category}
                listing={category}
                showSkeleton={!skeletonTimeOver}
                onCourseAction={cardAction}
                processingCourseId={processingCourseId}
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
            onCourseAction={cardAction}
            processingCourseId={processingCourseId}
          />
        )}
      </Page>
      {enrolment.dialogs}
    </Stack>
  );
}
