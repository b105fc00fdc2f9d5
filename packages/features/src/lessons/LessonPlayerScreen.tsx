import type { Lesson, LessonFile, LessonProgress } from '@manara/api-client';
import { inLanguage, sitePaths } from '@manara/api-client/paths';
import { Alert, Button, ButtonLink, CourseOutline, formatClock, Inline, RoutedLink, Skeleton, Spinner, Stack, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { BlockedAccountScreen } from '../shared/blocked';
import { useEnrolment } from '../shared/enrolment/useEnrolment';
import { courseProgressMessages } from '../shared/course/messages';
import { useCourseDetail } from '../shared/course/useCourseDetail';
import { resultCard, resultScreen, RetryAlert } from '../shared/feedback';
import { formatFileSize, useErrorText, useLocale, withUserText } from '../shared/i18n';
import { useSession } from '../shared/session';
import { useLessonPlayerData } from './api/useLessonPlayerData';
import { LESSON_COMPLETED_MS, LESSON_SELECT_OVERLAY_MS, YOUTUBE_IFRAME_API_URL } from './constants';
import * as styles from './LessonPlayerScreen.css';
import { LessonVideo } from './LessonVideo';
import { lessonPlayerMessages } from './messages';
import { durationLabel, groupIntoSections, localDigits } from './outline';
import { useProgressReporters } from './useProgressReporters';

export interface LessonPlayerScreenProps {
  courseId: string;
  /** The YouTube IFrame API's address: the real one unless the site (or a test) gives a stand-in. */
  youtubeApiUrl?: string;
  /** The course's certificate drawn in a dialog with its download (the certificates feature's viewer); the site composes it. */
  renderCertificate: (props: { courseId: string | undefined; onClose: () => void }) => ReactNode;
  /** The course was just completed: whatever lists certificates is out of date. */
  onCourseCompleted?: () => void;
}

/**
 * `/course/{courseId}/lessons` (docs/product/learning.md#the-lesson-player): a subscriber watches the
 * course's lessons; a blocked learner sees the blocked notice, anyone else that a subscription is
 * required.
 */
export function LessonPlayerScreen({ courseId, youtubeApiUrl = YOUTUBE_IFRAME_API_URL, renderCertificate, onCourseCompleted }: LessonPlayerScreenProps) {
  const t = useStore(lessonPlayerMessages);
  const { user } = useSession();
  const data = useLessonPlayerData(courseId);
  const { course, error: courseError, retry: retryCourse } = useCourseDetail(courseId, t.courseFailed);
  const { locale } = useLocale();
  // A free course's page offers enrolment in place: the server enrols at once and answers this page's address.
  const enrolment = useEnrolment({
    onSignIn: () => window.location.assign(inLanguage(sitePaths.login(sitePaths.lessons(courseId)), locale)),
    onAlreadySubscribed: data.retry,
  });

  if (data.blocked) return <BlockedAccountScreen reason={user?.blockReason} blockedAt={user?.blockedAt} />;
  if (data.notSubscribed && course !== undefined && course.currentPrice === 0) {
    return (
      <Notice title={t.freeTitle} text={t.freeText} after={enrolment.dialogs}>
        <Button busy={enrolment.processingCourseId === course._id} onClick={() => enrolment.enroll(course)}>
          {t.enrollFree}
        </Button>
      </Notice>
    );
  }
  // Until the course's price is known (or cannot be), which of the two notices is unknown: the skeleton stays.
  if (data.notSubscribed && (course !== undefined || courseError !== undefined)) {
    return (
      <Notice title={t.subscriptionRequired} text={t.subscriptionText}>
        <ButtonLink href={sitePaths.coursePage(courseId)}>{t.viewCourseDetails}</ButtonLink>
      </Notice>
    );
  }
  if (data.errorMessage !== undefined) {
    return (
      <div className={resultScreen}>
        <RetryAlert title={t.errorTitle} message={data.errorMessage} retryLabel={t.tryAgain} onRetry={data.retry} />
      </div>
    );
  }
  // The course gives the page its title and the video its picture: without it there is no page to show.
  if (courseError !== undefined) {
    return (
      <div className={resultScreen}>
        <RetryAlert title={t.errorTitle} message={courseError.message} retryLabel={t.tryAgain} onRetry={retryCourse} />
      </div>
    );
  }
  if (data.lessons === undefined || data.progress === undefined) {
    return (
      <div className={styles.screen} aria-busy="true">
        <Stack gap={4} className={styles.main}>
          <Skeleton shape="rect" className={styles.videoSkeleton} />
          <Inline as="p" gap={2} align="center" wrap={false} className={styles.loading}>
            <Spinner /> {t.loading}
          </Inline>
        </Stack>
        <Skeleton shape="rect" className={styles.outlineSkeleton} />
      </div>
    );
  }
  if (data.lessons.length === 0) {
    return <Notice title={course?.title ?? t.noLessonsTitle} text={t.noLessonsText} />;
  }
  return (
    <LessonPlayer
      courseId={courseId}
      courseTitle={course?.title}
      poster={course?.image?.url}
      lessons={data.lessons}
      progress={data.progress}
      onProgress={data.remember}
      youtubeApiUrl={youtubeApiUrl}
      renderCertificate={renderCertificate}
      onCourseCompleted={onCourseCompleted}
    />
  );
}

interface NoticeProps {
  title: string;
  text: string;
  /** The way on, under the text. */
  children?: ReactNode;
  /** What the page holds beside the card (the enrolment's dialogs). */
  after?: ReactNode;
}

/** A card in the player's place: why there are no lessons to watch here, and the way on. */
function Notice({ title, text, children, after }: NoticeProps) {
  const titleId = useId();
  return (
    <div className={resultScreen}>
      <section className={resultCard} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.noticeTitle}>
          {title}
        </h1>
        <p>{text}</p>
        {children}
      </section>
      {after}
    </div>
  );
}

interface LessonPlayerProps {
  courseId: string;
  courseTitle: string | undefined;
  poster: string | undefined;
  lessons: Lesson[];
  progress: { lastLessonId: string | null; lessons: LessonProgress[] };
  onProgress: (progress: LessonProgress) => void;
  youtubeApiUrl: string;
  renderCertificate: LessonPlayerScreenProps['renderCertificate'];
  onCourseCompleted: LessonPlayerScreenProps['onCourseCompleted'];
}

/** Where a lesson starts: its saved second, unless it was watched to (nearly) the end. */
function resumePoint(saved: LessonProgress | undefined): number {
  if (!saved || saved.position < 1) return 0;
  return saved.durationSeconds > 0 && saved.position >= saved.durationSeconds - 5 ? 0 : saved.position;
}

/** The lesson watched last, at its second (said over the video); else the first lesson of the first section. */
function startingPoint(ordered: readonly Lesson[], lastLessonId: string | null, saved: ReadonlyMap<string, LessonProgress>) {
  const last = ordered.find((lesson) => lesson._id === lastLessonId);
  if (last) {
    const startAt = resumePoint(saved.get(last._id));
    return { lesson: last, startAt, chosenAt: startAt > 0 ? Date.now() : undefined };
  }
  const [first] = ordered;
  if (!first) throw new Error('The lesson player needs a lesson');
  return { lesson: first, startAt: 0, chosenAt: undefined };
}

function LessonPlayer({ courseId, courseTitle, poster, lessons, progress, onProgress, youtubeApiUrl, renderCertificate, onCourseCompleted }: LessonPlayerProps) {
  const t = useStore(lessonPlayerMessages);
  const words = useStore(courseProgressMessages);
  const { intlLocale } = useLocale();
  const titleId = useId();
  const celebrationId = useId();
  const descriptionId = useId();
  const sections = useMemo(() => groupIntoSections(lessons, t.general), [lessons, t.general]);
  const ordered = useMemo(() => sections.flatMap((section) => section.lessons), [sections]);
  const saved = useMemo(() => new Map(progress.lessons.map((lesson) => [lesson.lessonId, lesson])), [progress.lessons]);

  const [current, setCurrent] = useState(() => startingPoint(ordered, progress.lastLessonId, saved));
  const [completedNotice, setCompletedNotice] = useState<{ counted: boolean; done: number }>();
  // The end of a lesson could not be reported: said until a report of that lesson is counted.
  const [reportFailure, setReportFailure] = useState<{ lessonId: string; error: unknown; retrying: boolean; sending: boolean }>();
  const errorText = useErrorText();
  const [certificateOpen, setCertificateOpen] = useState(false);

  const done = ordered.filter((lesson) => saved.get(lesson._id)?.completed).length;
  const total = ordered.length;
  const percent = Math.round((done / total) * 100);
  const courseComplete = done === total;
  const number = (value: number) => new Intl.NumberFormat(intlLocale).format(value);
  const position = ordered.findIndex((lesson) => lesson._id === current.lesson._id) + 1;

  // The chosen lesson's picture stays 4 s; 'Lesson Completed!' 5 s.
  const [chosenSeen, setChosenSeen] = useState<number>();
  const chosenShown = current.chosenAt !== undefined && chosenSeen !== current.chosenAt;
  useEffect(() => {
    const { chosenAt } = current;
    if (chosenAt === undefined) return;
    const timer = window.setTimeout(() => setChosenSeen(chosenAt), LESSON_SELECT_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [current]);
  useEffect(() => {
    if (completedNotice === undefined) return;
    const timer = window.setTimeout(() => setCompletedNotice(undefined), LESSON_COMPLETED_MS);
    return () => window.clearTimeout(timer);
  }, [completedNotice]);

  const choose = ({ lessonId }: { lessonId: string }) => {
    const lesson = ordered.find((candidate) => candidate._id === lessonId);
    if (lesson) setCurrent({ lesson, startAt: resumePoint(saved.get(lesson._id)), chosenAt: Date.now() });
  };

  /** A report's answer: 'Lesson Completed!' only ever follows the server's count, never the video's end alone. */
  const onLessonProgress = (lesson: LessonProgress, { ended }: { ended: boolean }) => {
    onProgress(lesson);
    const nowDone = ordered.filter((candidate) => saved.get(candidate._id)?.completed || (candidate._id === lesson.lessonId && lesson.completed)).length;
    // Counted here, not from the next render: the words must not say 4/5 for a moment before 5/5.
    if (ended) {
      setCompletedNotice({ counted: lesson.completed, done: nowDone });
      setReportFailure((failure) => (failure?.lessonId === lesson.lessonId ? undefined : failure));
    }
    // The certificate was issued with the last lesson.
    if (!courseComplete && nowDone === total) onCourseCompleted?.();
  };

  const reporterFor = useProgressReporters(courseId, t.reportFailed, {
    onAnswer: (_lessonId, lesson, event) => onLessonProgress(lesson, event),
    // Only the end's failure is the learner's business: any other report's ranges go with the next.
    onFailure: (lessonId, error, { ended, retrying }) => {
      if (ended) setReportFailure({ lessonId, error, retrying, sending: false });
    },
  });

  const tryAgain = () => {
    if (!reportFailure) return;
    setReportFailure({ ...reportFailure, sending: true });
    reporterFor(reportFailure.lessonId).retry();
  };
  const failedLesson = reportFailure && ordered.find((lesson) => lesson._id === reportFailure.lessonId);

  const resumeText = current.startAt > 0 ? t.resumeFrom({ time: localDigits(formatClock(current.startAt), intlLocale) }) : undefined;

  return (
    <div className={styles.screen}>
      <Stack gap={4} className={styles.main}>
        <Stack as="header" gap={1}>
          {/* The player has the page to itself: this is the way back. */}
          <RoutedLink href={sitePaths.myCourses()} className={styles.back}>
            {t.backToMyCourses}
          </RoutedLink>
          <h1 id={titleId} className={styles.courseTitle}>
            {courseTitle ? <bdi>{courseTitle}</bdi> : <Skeleton shape="text" />}
          </h1>
          <p className={styles.lessonTitle}>
            {withUserText((title) => t.currentLesson({ title, position: number(position), total: number(total) }), current.lesson.title)}
          </p>
        </Stack>
        <LessonVideo
          key={`${current.lesson._id}:${current.chosenAt ?? ''}`}
          lesson={current.lesson}
          startAt={current.startAt}
          poster={poster}
          youtubeApiUrl={youtubeApiUrl}
          notice={
            chosenShown ? (
              <>
                <span className={styles.noticeLesson} dir="auto">
                  {current.lesson.title}
                </span>
                {resumeText && <span>{resumeText}</span>}
              </>
            ) : undefined
          }
          reporter={reporterFor(current.lesson._id)}
        />
        {reportFailure && (
          <Alert tone="danger" title={t.errorTitle}>
            <Stack gap={3} align="start" className={styles.reportFailure}>
              <p>{errorText(reportFailure.error, t.reportFailed)}</p>
              {reportFailure.retrying && failedLesson && <p>{t.reportKept({ title: failedLesson.title })}</p>}
              <Button variant="outline" size="lg" busy={reportFailure.sending} onClick={tryAgain}>
                {t.tryAgain}
              </Button>
            </Stack>
          </Alert>
        )}
        <div role="status" className={styles.completedRegion}>
          {completedNotice && (
            <Inline gap={2} align="baseline" className={styles.completed} data-tone={completedNotice.counted ? 'success' : 'info'}>
              {completedNotice.counted ? (
                <>
                  <strong>{t.lessonCompleted}</strong> <span>{t.lessonsDone({ done: number(completedNotice.done), total: number(total) })(total)}</span>
                  {completedNotice.done === total && <strong className={styles.courseComplete}>{t.courseComplete}</strong>}
                </>
              ) : (
                t.notCounted
              )}
            </Inline>
          )}
        </div>
        {current.lesson.description.trim() !== '' && (
          <section className={styles.description} aria-labelledby={descriptionId}>
            <h2 id={descriptionId} className={styles.descriptionTitle}>
              {t.aboutLesson}
            </h2>
            {/* The lesson's own words, in whatever language it is written. */}
            <p className={styles.descriptionText} dir="auto">
              {current.lesson.description}
            </p>
          </section>
        )}
        {courseComplete && (
          <Surface as="section" padding={6} gap={3} align="start" shadow="md" className={styles.celebration} aria-labelledby={celebrationId}>
            <h2 id={celebrationId} className={styles.celebrationTitle}>
              {t.celebrationTitle}
            </h2>
            <p>{t.celebrationText}</p>
            <Inline gap={3}>
              <ButtonLink href={sitePaths.certificates()}>{t.viewCertificate}</ButtonLink>
              <Button variant="outline" onClick={() => setCertificateOpen(true)}>
                {t.showCertificate}
              </Button>
            </Inline>
          </Surface>
        )}
      </Stack>
      <Stack gap={4} className={styles.sidebar}>
        <CourseOutline
          sections={sections.map((section) => ({
            index: section.index,
            title: section.title,
            lessons: section.lessons.map((lesson) => ({
              id: lesson._id,
              title: lesson.title,
              durationLabel: durationLabel(lesson.duration, intlLocale),
              completed: saved.get(lesson._id)?.completed ?? false,
            })),
          }))}
          currentLessonId={current.lesson._id}
          onSelectLesson={choose}
          formatNumber={number}
          labels={{
            title: t.outlineTitle,
            progress: t.progress,
            progressText: words.progressText({ done: number(done), total: number(total), percent: number(percent) })(total),
            completed: t.completed,
          }}
        />
        {(current.lesson.files ?? []).length > 0 && <LessonFiles files={current.lesson.files ?? []} />}
      </Stack>
      {renderCertificate({ courseId: certificateOpen ? courseId : undefined, onClose: () => setCertificateOpen(false) })}
    </div>
  );
}

/**
 * The current lesson's PDFs, under the outline (docs/product/learning.md#lesson-files): each a download from the
 * API, which checks the subscription again; the server sends them to subscribers and admins only.
 */
function LessonFiles({ files }: { files: readonly LessonFile[] }) {
  const t = useStore(lessonPlayerMessages);
  const { intlLocale } = useLocale();
  const titleId = useId();
  return (
    <Surface as="section" padding={4} gap={3} align="stretch" shadow="sm" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.filesTitle}>
        {t.filesTitle}
      </h2>
      <Stack as="ul" gap={2} className={styles.files}>
        {files.map((file) => {
          const size = formatFileSize(file.size, intlLocale);
          return (
            <li key={file._id}>
              <a className={styles.file} href={file.url} download>
                <span className={styles.fileName} dir="auto">
                  {file.name}
                </span>{' '}
                <span className={styles.fileDetails}>{t.fileDetails({ size })}</span>
              </a>
            </li>
          );
        })}
      </Stack>
    </Surface>
  );
}
