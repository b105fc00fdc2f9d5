import { sitePaths } from '@manara/api-client/paths';
import { PROGRAM_QUESTIONS, type Application } from '@manara/api-client/schemas';
import { Alert, ButtonLink, Inline, Page, PageHeader, Skeleton, Stack, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { RetryAlert } from '../shared/feedback';
import { useLocale } from '../shared/i18n';
import { useSession } from '../shared/session';
import { useMyApplications } from './api/useMyApplications';
import { ApplicationStatusBadge } from '../shared/programs/ApplicationStatusBadge';
import { programMessages } from '../shared/programs/messages';
import { myApplicationsMessages } from './messages';
import * as styles from './MyApplicationsScreen.css';

/** Placeholder cards while the applications are on their way. */
const SKELETON_CARDS = 2;

/**
 * `/my-applications` (docs/product/public-pages.md#programmes), signed in, inside the site's frame: the
 * learner's programme applications, each with its status, the team's note once decided, and the answers
 * sent. None yet leads to the services page, where the programmes are.
 */
export function MyApplicationsScreen() {
  const t = useStore(myApplicationsMessages);
  const headingId = useId();
  const { user, loading } = useSession();
  const { applications, errorMessage, retry } = useMyApplications();

  let body;
  if (user === undefined && !loading) {
    // The session is there but its user could not be fetched: there is nothing to ask for.
    body = <Alert tone="danger">{t.userFailed}</Alert>;
  } else if (applications === undefined && errorMessage !== undefined) {
    body = <RetryAlert title={t.errorTitle} message={errorMessage} retryLabel={t.retry} onRetry={retry} />;
  } else if (applications === undefined) {
    body = (
      <Stack as="ul" gap={4} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Surface as="li" key={index} padding={5} gap={3}>
            <Skeleton shape="text" width="14rem" height="1.5rem" />
            <Skeleton shape="text" width="9rem" />
            <Skeleton shape="text" />
          </Surface>
        ))}
      </Stack>
    );
  } else if (applications.length === 0) {
    body = (
      <Surface padding={4} paddingBlock={12} gap={4} align="center" className={styles.empty}>
        <p className={styles.emptyText}>{t.empty}</p>
        <ButtonLink href={sitePaths.services()}>{t.explore}</ButtonLink>
      </Surface>
    );
  } else {
    body = (
      <Stack as="ul" gap={4}>
        {applications.map((application) => (
          <ApplicationCard key={application._id} application={application} />
        ))}
      </Stack>
    );
  }

  return (
    <Page as="section" width="medium" gap={6} aria-labelledby={headingId}>
      <PageHeader title={t.title} titleId={headingId} />
      {body}
    </Page>
  );
}

/** One application: the programme, the day it was sent, its status, the team's note, and the answers folded away. */
function ApplicationCard({ application }: { application: Application }) {
  const t = useStore(myApplicationsMessages);
  const p = useStore(programMessages);
  const { intlLocale } = useLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Cairo' }), [intlLocale]);
  const titleId = useId();
  return (
    <li>
      <Surface as="article" padding={5} gap={3} aria-labelledby={titleId}>
        <Inline gap={2} align="center" justify="between">
          <h2 id={titleId} className={styles.cardTitle}>
            {p[application.program]}
          </h2>
          <ApplicationStatusBadge status={application.status} />
        </Inline>
        <p className={styles.meta}>
          {t.submittedOn({ date: date.format(new Date(application.createdAt)) })}
          {application.reviewedAt && ` · ${t.reviewedOn({ date: date.format(new Date(application.reviewedAt)) })}`}
        </p>
        {application.status === 'pending' && <p className={styles.meta}>{t.pendingText}</p>}
        {application.reviewNote && (
          <Stack as="figure" gap={1} className={styles.note}>
            <figcaption className={styles.noteTitle}>{t.note}</figcaption>
            <blockquote className={styles.noteText} dir="auto">{application.reviewNote}</blockquote>
          </Stack>
        )}
        <details className={styles.details}>
          <summary className={styles.summary}>{t.answers}</summary>
          <Stack as="dl" gap={3} className={styles.answers}>
            {PROGRAM_QUESTIONS[application.program].map((question) => (
              <div key={question}>
                <dt className={styles.question}>{p[question]}</dt>
                <dd className={styles.answer} dir="auto">{application.answers[question] || p.noAnswer}</dd>
              </div>
            ))}
          </Stack>
        </details>
      </Surface>
    </li>
  );
}
