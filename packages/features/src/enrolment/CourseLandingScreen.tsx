import type { CourseDetail } from '@manara/api-client';
import { Alert, Avatar, Button, ButtonLink, Inline, Page, Price, RatingStars, Section, Skeleton, Stack, VisuallyHidden } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useRef, type ReactNode } from 'react';
import { useLocale } from '../shared/i18n';
import { useSession } from '../shared/session';
import { useCourseDetail } from '../shared/course/useCourseDetail';
import { useSubscriptionStatus } from './api/useSubscriptionStatus';
import { BlockedAccountScreen } from '../shared/blocked';
import * as styles from './CourseLandingScreen.css';
import { landingMessages } from './messages';
import { courseCardMessages } from '../shared/course-card/messages';
import { useEnrolment } from '../shared/enrolment/useEnrolment';
import { sitePaths } from '@manara/api-client/paths';

export interface CourseLandingScreenProps {
  /** From the route, `/CoursePage/{courseId}`. */
  courseId: string;
  /** In-site navigation: Open Course. */
  onNavigate: (event: { href: string }) => void;
  /** Login in the Login Required warning. */
  onSignIn: () => void;
  /** Leaves the site for the payment page; a full page load by default. */
  onPaymentRedirect?: (event: { url: string }) => void;
}

/**
 * A course's landing page (docs/product/course-page.md#course-landing-page): a header with the title, tagline, rating, contents, price and
 * Enroll Now (Open Course for a subscriber), then its description, what it teaches and whom for.
 * A blocked user sees the blocked-account screen instead.
 */
export function CourseLandingScreen({ courseId, onNavigate, onSignIn, onPaymentRedirect }: CourseLandingScreenProps) {
  const t = useStore(landingMessages);
  const card = useStore(courseCardMessages);
  const session = useSession();
  const { course, error } = useCourseDetail(courseId, t.loadFailed);
  const subscription = useSubscriptionStatus(courseId, session.user?._id);
  const enrolButton = useRef<HTMLButtonElement>(null);
  const blockedScreen = useRef<HTMLDivElement>(null);
  const lessons = sitePaths.lessons(courseId);
  const enrolment = useEnrolment({
    onSignIn,
    onAlreadySubscribed: () => onNavigate({ href: lessons }),
    onPaymentRedirect,
    returnFocusRef: enrolButton,
    // The server answered ACCOUNT_BLOCKED: the page became the blocked screen under Account Blocked, and Enroll Now is gone.
    fallbackFocus: () => blockedScreen.current,
  });

  if (enrolment.blocked || subscription.blocked) {
    return (
      <>
        {/* Focusable by code only: where reading resumes when Account Blocked closes over it. */}
        <div ref={blockedScreen} tabIndex={-1} className={styles.focusTarget}>
          <BlockedAccountScreen reason={session.user?.blockReason} blockedAt={session.user?.blockedAt} />
        </div>
        {enrolment.dialogs}
      </>
    );
  }

  if (error !== undefined) {
    return (
      <div className={styles.problem}>
        <Alert tone="danger" title={t.errorTitle}>
          <Stack gap={3} align="start">
            <p>{error.message}</p>
            <ButtonLink href={sitePaths.courses()} variant="outline" size="sm">
              {t.browse}
            </ButtonLink>
          </Stack>
        </Alert>
      </div>
    );
  }

  // Until the user is known, whether they are blocked is not: the skeleton holds until then.
  if (course === undefined || session.loading) return <LandingSkeleton label={t.loading} />;

  const subscribed = subscription.isSubscribed ?? course.isSubscribed;
  return (
    <>
      <LandingContent
        course={course}
        action={
          subscribed ? (
            <Button size="lg" variant="secondary" onClick={() => onNavigate({ href: lessons })}>
              {card.open}
            </Button>
          ) : (
            <Button
              ref={enrolButton}
              size="lg"
              busy={enrolment.processingCourseId === course._id}
              busyLabel={card.processing}
              onClick={() => enrolment.enroll(course)}
            >
              {card.enroll}
            </Button>
          )
        }
        showPrice={!subscribed}
      />
      {enrolment.dialogs}
    </>
  );
}

function LandingContent({ course, action, showPrice }: { course: CourseDetail; action: ReactNode; showPrice: boolean }) {
  const t = useStore(landingMessages);
  const card = useStore(courseCardMessages);
  const { intlLocale, formatNumber } = useLocale();
  const titleId = useId();
  const { videos, pdfs } = course.stats;
  // The course's own text is in the course's language, whatever the reader's (decision 079).
  const own = textOf(course);

  return (
    <Stack as="article" gap={10} className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.headerInner}>
          <Stack gap={4} align="start">
            <h1 id={titleId} className={styles.title} {...own}>
              {course.title}
            </h1>
            {course.tagline && (
              <p className={styles.tagline} {...own}>
                {course.tagline}
              </p>
            )}
            <RatingStars
              rating={course.rating}
              reviews={course.reviews}
              label={({ rating }) => card.rating({ rating: formatNumber(rating), max: formatNumber(5) })}
              reviewsLabel={(n) => t.ratings({ n: formatNumber(n) })(n)}
              noReviewsLabel={t.noRatings}
            />
            <Inline as="ul" gap={2}>
              <li className={styles.stat}>{t.videos({ n: formatNumber(videos) })(videos)}</li>
              {/* Counted from what the course holds; no PDF is no claim (decision 082). */}
              {pdfs > 0 && <li className={styles.stat}>{t.pdfs({ n: formatNumber(pdfs) })(pdfs)}</li>}
            </Inline>
            <Inline gap={4} align="center" className={styles.buy}>
              {showPrice && (
                <Price
                  className={styles.price}
                  amount={course.currentPrice}
                  oldAmount={course.oldPrice}
                  locale={intlLocale}
                  freeLabel={card.free}
                  oldPriceLabel={card.oldPrice}
                />
              )}
              {action}
            </Inline>
          </Stack>
          {course.image && (
            <div className={styles.media}>
              <img className={styles.image} src={course.image.url} alt="" />
            </div>
          )}
        </div>
      </div>
      <Page width="content" gap={8} paddingBlock={0}>
        <Section title={t.description} titleSize="xl" tone="brand" gap={3}>
          <p className={styles.paragraph} {...own}>
            {course.description}
          </p>
        </Section>
        <PointList title={t.learn} points={course.learningPoints} own={own} />
        <PointList title={t.audience} points={course.targetAudience} own={own} />
        {course.instructor && (
          <Section title={t.instructor} titleSize="xl" tone="brand" gap={3}>
            <div className={styles.instructor}>
              <Avatar name={course.instructor.name} size="xl" decorative {...(course.instructor.profilePicture ? { src: course.instructor.profilePicture } : {})} />
              <Stack gap={1} className={styles.instructorText} {...own}>
                <p className={styles.instructorName}>{course.instructor.name}</p>
                {course.instructor.title && <p className={styles.instructorTitle}>{course.instructor.title}</p>}
                {course.instructor.bio && <p className={styles.paragraph}>{course.instructor.bio}</p>}
              </Stack>
            </div>
          </Section>
        )}
      </Page>
    </Stack>
  );
}

/** What marks a course's own text: its language, and the direction that language is written in. */
const textOf = (course: CourseDetail) => ({ lang: course.language, dir: course.language === 'ar' ? 'rtl' : 'ltr' }) as const;

/** A titled list of points; a course without any leaves the section out. */
function PointList({ title, points, own }: { title: string; points: string[]; own: ReturnType<typeof textOf> }) {
  if (points.length === 0) return null;
  return (
    <Section title={title} titleSize="xl" tone="brand" gap={3}>
      <ul className={styles.list} {...own}>
        {points.map((point, index) => (
          // Points are plain sentences that may repeat; their place is their identity.
          <li key={index}>
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The header and sections' shapes while the course loads, announced once. */
function LandingSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={10} className={styles.screen} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={styles.header}>
        <div className={styles.headerInner}>
          <Stack gap={3}>
            <Skeleton shape="text" height="2.75rem" width="70%" />
            <Skeleton shape="text" height="1.5rem" width="90%" />
            <Skeleton shape="text" height="1.25rem" width="12rem" />
            <Skeleton shape="text" height="1.75rem" width="20rem" />
            <Skeleton height="3rem" width="10rem" />
          </Stack>
          <div className={styles.media}>
            <Skeleton className={styles.image} height="auto" />
          </div>
        </div>
      </div>
      <Page width="content" gap={8} paddingBlock={0}>
        <Stack gap={3}>
          <Skeleton shape="text" height="1.75rem" width="14rem" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="60%" />
        </Stack>
      </Page>
    </Stack>
  );
}
