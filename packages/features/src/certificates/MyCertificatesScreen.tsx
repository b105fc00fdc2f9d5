import type { CompletedCourse } from '@manara/api-client';
import { sitePaths } from '@manara/api-client/paths';
import { Button, ButtonLink, Grid, Skeleton, Stack, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { useLocale } from '../shared/i18n';
import { useCompletedCourses } from './api/useCompletedCourses';
import { CertificateViewer } from './CertificateViewer';
import * as styles from './MyCertificatesScreen.css';
import { myCertificatesMessages } from './messages';
import { RetryAlert } from '../shared/feedback';

/** A course without an image of its own shows this one: Manara's colours and a seal. */
const DEFAULT_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0b4a6f"/>' +
      '<circle cx="320" cy="180" r="92" fill="none" stroke="#f5a524" stroke-width="14"/><circle cx="320" cy="180" r="52" fill="#f5a524"/></svg>',
  );

/**
 * `/certificates` (docs/product/learning.md#my-certificates): the signed-in learner's completed courses,
 * each with its certificate, which View Certificate draws in a dialog to download.
 */
export interface MyCertificatesScreenProps {
  /** Where the site is reached: certificates link their public page there. This page's origin by default. */
  siteOrigin?: string;
}

export function MyCertificatesScreen({ siteOrigin = window.location.origin }: MyCertificatesScreenProps) {
  const t = useStore(myCertificatesMessages);
  const headingId = useId();
  const { completedCourses, errorMessage, retry } = useCompletedCourses();
  const [open, setOpen] = useState<string>();

  let body;
  if (completedCourses === undefined && errorMessage !== undefined) {
    body = (
      <RetryAlert title={t.errorTitle} message={errorMessage} retryLabel={t.tryAgain} onRetry={retry} />
    );
  } else if (completedCourses === undefined) {
    body = (
      <Grid as="ul" gap={6} minItemWidth="16rem" fill="fill" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Surface as="li" key={index} padding={0} gap={3} shadow="md" className={styles.card}>
            <Skeleton shape="rect" className={styles.image} />
            <Skeleton shape="text" />
          </Surface>
        ))}
      </Grid>
    );
  } else if (completedCourses.length === 0) {
    body = (
      <Surface padding={10} gap={4} align="center" shadow="none" className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t.emptyTitle}</h2>
        <p>{t.emptyText}</p>
        <ButtonLink href={sitePaths.courses()}>{t.browse}</ButtonLink>
      </Surface>
    );
  } else {
    body = (
      <Grid as="ul" gap={6} minItemWidth="16rem" fill="fill">
        {completedCourses.map((completed) => (
          <CompletedCourseCard key={completed._id} completed={completed} onView={() => setOpen(completed.course._id)} />
        ))}
      </Grid>
    );
  }

  return (
    <Stack as="section" gap={6} className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t.title}
      </h1>
      {body}
      <CertificateViewer courseId={open} siteOrigin={siteOrigin} onClose={() => setOpen(undefined)} />
    </Stack>
  );
}

function CompletedCourseCard({ completed, onView }: { completed: CompletedCourse; onView: () => void }) {
  const t = useStore(myCertificatesMessages);
  const { intlLocale, formatNumber } = useLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Cairo' }), [intlLocale]);
  const titleId = useId();
  return (
    <Surface as="li" padding={0} gap={3} shadow="md" className={styles.card}>
      <Stack as="article" gap={0} aria-labelledby={titleId} className={styles.article}>
        <img src={completed.course.image?.url ?? DEFAULT_IMAGE} alt="" className={styles.image} />
        <Stack gap={2} align="start" className={styles.cardBody}>
          <h2 id={titleId} className={styles.cardTitle}>
            <bdi>{completed.course.title}</bdi>
          </h2>
          <p className={styles.meta}>{t.completedOn({ date: date.format(new Date(completed.completedAt)) })}</p>
          <p className={styles.meta}>
            {t.lessonsCompleted({ n: formatNumber(completed.completedLessons) })(completed.completedLessons)} ·{' '}
            {t.percentComplete({ percent: formatNumber(completed.completionPercentage) })}
          </p>
          <Button onClick={onView}>{t.view}</Button>
        </Stack>
      </Stack>
    </Surface>
  );
}
