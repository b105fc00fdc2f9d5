import { type Payment } from '@manara/api-client';
import { Button, ButtonLink, Inline, Price, Spinner, Stack } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocale, withUserText } from '../shared/i18n';
import { useSession } from '../shared/session';
import { usePayment } from './api/usePayment';
import { PAYMENT_POLL_TIMEOUT_MS, WALLET_POLL_TIMEOUT_MS } from './constants';
import { isExpired, KioskReference, useCairoTime } from './KioskReference';
import { paymentResultMessages } from './messages';
import * as styles from './PaymentResultScreen.css';
import { useRefreshAfterPayment } from './refreshAfterPayment';
import { sitePaths } from '@manara/api-client/paths';
import { RetryAlert, resultCard, resultScreen } from '../shared/feedback';

export interface PaymentResultScreenProps {
  /** `?paymentId=` of the address the card page returns to; missing or empty, there is nothing to show. */
  paymentId?: string;
  /** There is no session (never was, or a 401 ended it): the app goes to `/login`. */
  onSignedOut: () => void;
  /** How long a pending payment is asked about before the page says it is still processing. */
  pollingTimeoutMs?: number;
}

/**
 * `/payment/result?paymentId=` (decision 022), inside the site's frame: where the card page sends
 * the browser back. It only reads the payment, never changes it: the provider's signed notification
 * to the server is what unlocks the course. A paid payment refreshes the session's user, so its
 * new course shows everywhere (the navigation's My Courses among them).
 */
export function PaymentResultScreen({
  paymentId,
  onSignedOut,
  pollingTimeoutMs = PAYMENT_POLL_TIMEOUT_MS,
}: PaymentResultScreenProps) {
  const t = useStore(paymentResultMessages);
  const cairoTime = useCairoTime();
  const { user, isAuthenticated } = useSession();

  // Asking again (Reload) starts a new polling window.
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  // Nothing is asked without a session: the app is sending the visitor to sign in.
  const { payment, notFound, errorMessage, recheck } = usePayment({
    paymentId: isAuthenticated ? paymentId : undefined,
    poll: !timedOut,
  });
  const pending = payment?.status === 'pending';
  // A card's answer comes in seconds; a wallet waits for the learner's approval on their phone; a kiosk's cash may
  // take hours, so its page never stops asking (once a minute: `usePayment`).
  const method = payment?.paymentMethod;
  const timeoutMs = method === 'KIOSK' ? undefined : method === 'WALLET' ? WALLET_POLL_TIMEOUT_MS : pollingTimeoutMs;
  useEffect(() => {
    if (!pending || timeoutMs === undefined) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [pending, timeoutMs, attempt]);

  const paid = payment?.status === 'paid';
  useRefreshAfterPayment({
    enabled: isAuthenticated && paid,
    // Even without the flag (another tab cleared it), a user who does not hold the course yet is stale.
    force: paid && user !== undefined && !user.courses.includes(payment.course._id),
  });

  useEffect(() => {
    if (!isAuthenticated) onSignedOut();
  }, [isAuthenticated, onSignedOut]);

  if (!isAuthenticated) return null;

  if (paymentId === undefined || paymentId === '' || notFound) {
    return (
      <Result title={t.notFoundTitle} tone="neutral">
        <p className={styles.text}>{t.notFoundText}</p>
        <Inline gap={3} justify="center">
          <ButtonLink href={sitePaths.courses()}>{t.browse}</ButtonLink>
        </Inline>
      </Result>
    );
  }

  if (payment === undefined && errorMessage !== undefined) {
    return (
      <div className={resultScreen}>
        <RetryAlert title={t.errorTitle} message={errorMessage} retryLabel={t.tryAgain} onRetry={recheck} />
      </div>
    );
  }

  if (payment === undefined) return <Result title={t.checking} busy />;

  // A kiosk reference not paid in time, whether the server still counts it pending or has closed it.
  const kiosk = payment.paymentMethod === 'KIOSK' && payment.status !== 'paid' ? payment.kioskReference : null;
  if (kiosk && (payment.status === 'failed' || isExpired(kiosk.expiresAt))) {
    return (
      <Result title={t.expiredTitle} tone="neutral">
        <p className={styles.text}>{withUserText((slot) => t.expiredText({ course: slot }), payment.course.title)}</p>
        <PaymentFacts payment={payment} more={[[t.expiredOn, cairoTime(kiosk.expiresAt)]]} />
        <Inline gap={3} justify="center">
          <ButtonLink href={sitePaths.coursePage(payment.course._id)}>{t.coursePage}</ButtonLink>
        </Inline>
      </Result>
    );
  }
  if (kiosk) {
    return (
      <Result title={t.kioskTitle} tone="neutral">
        <p className={styles.text}>{t.kioskText}</p>
        <KioskReference reference={kiosk.reference} />
        <PaymentFacts payment={payment} more={[[t.payBy, cairoTime(kiosk.expiresAt)]]} />
        <p className={styles.text}>{t.kioskNext}</p>
        <Inline gap={3} justify="center">
          <ButtonLink href={sitePaths.myCourses()} variant="outline">
            {t.myCourses}
          </ButtonLink>
        </Inline>
      </Result>
    );
  }

  switch (payment.status) {
    case 'paid':
      return (
        <Result title={t.paidTitle} tone="success">
          <p className={styles.text}>{t.paidText({ course: payment.course.title })}</p>
          <PaymentFacts payment={payment} />
          <Inline gap={3} justify="center">
            <ButtonLink href={sitePaths.lessons(payment.course._id)}>{t.openCourse}</ButtonLink>
            <ButtonLink href={sitePaths.myCourses()} variant="outline">
              {t.myCourses}
            </ButtonLink>
          </Inline>
        </Result>
      );
    case 'failed':
      return (
        <Result title={t.failedTitle} tone="danger">
          <p className={styles.text}>{t.failedText({ course: payment.course.title })}</p>
          <Inline gap={3} justify="center">
            <ButtonLink href={sitePaths.coursePage(payment.course._id)}>{t.tryAgain}</ButtonLink>
          </Inline>
        </Result>
      );
    case 'pending':
      return timedOut ? (
        <Result title={t.stillTitle} tone="neutral">
          <p className={styles.text}>{t.stillText}</p>
          <Inline gap={3} justify="center">
            <Button
              onClick={() => {
                setTimedOut(false);
                setAttempt((n) => n + 1);
                recheck();
              }}
            >
              {t.reload}
            </Button>
          </Inline>
        </Result>
      ) : payment.paymentMethod === 'WALLET' ? (
        <Result title={t.walletTitle} busy>
          <p className={styles.text}>{t.walletText}</p>
          <PaymentFacts payment={payment} />
        </Result>
      ) : (
        <Result title={t.pendingTitle} busy>
          <p className={styles.text}>{t.pendingText}</p>
        </Result>
      );
  }
}

/** What was bought, and for how much; `more` adds rows (a name and its value). */
function PaymentFacts({ payment, more = [] }: { payment: Payment; more?: [name: string, value: string][] }) {
  const t = useStore(paymentResultMessages);
  const { intlLocale } = useLocale();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factName}>{t.course}</dt>
        <dd className={styles.factValue} dir="auto">{payment.course.title}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factName}>{t.amount}</dt>
        <dd className={styles.factValue}>
          <Price amount={payment.amount} currency={payment.currency} locale={intlLocale} />
        </dd>
      </div>
      {more.map(([name, value]) => (
        <div key={name} className={styles.fact}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The card every outcome sits on: its title is the outcome, announced when it changes (pending,
 * then paid). `busy` shows a spinner: the page is still waiting on the server.
 */
function Result({
  title,
  tone = 'neutral',
  busy = false,
  children,
}: {
  title: string;
  tone?: 'neutral' | 'success' | 'danger';
  busy?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={resultScreen}>
      <section className={resultCard} data-tone={tone} aria-labelledby={titleId} aria-busy={busy || undefined}>
        <Stack role="status" gap={4} align="center">
          {busy && <Spinner />}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
        </Stack>
        {children}
      </section>
    </div>
  );
}
