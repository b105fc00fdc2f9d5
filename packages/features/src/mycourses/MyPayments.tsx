import type { Payment } from '@manara/api-client';
import { apiPaths } from '@manara/api-client/api-paths';
import { sitePaths } from '@manara/api-client/paths';
import { Badge, ButtonLink, Price, Section, Stack, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { useLocale } from '../shared/i18n';
import { isExpired, KioskReference, useCairoTime } from './KioskReference';
import { myCoursesMessages, paymentResultMessages } from './messages';
import * as styles from './MyPayments.css';

/**
 * The learner's payments still awaiting money (docs/product/enrolment-and-payments.md#my-courses): a kiosk
 * reference to pay (or expired), a wallet payment to approve. Nothing when there is none.
 */
export function AwaitingPayments({ payments }: { payments: readonly Payment[] }) {
  const t = useStore(myCoursesMessages);
  const awaiting = payments.filter(
    (payment) => payment.status === 'pending' && ((payment.paymentMethod === 'KIOSK' && payment.kioskReference) || payment.paymentMethod === 'WALLET'),
  );
  if (awaiting.length === 0) return null;
  return (
    <Section title={t.awaitingTitle} gap={4}>
      <ul className={styles.list}>
        {awaiting.map((payment) => (
          <li key={payment._id}>
            <Awaiting payment={payment} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Awaiting({ payment }: { payment: Payment }) {
  const t = useStore(myCoursesMessages);
  const words = useStore(paymentResultMessages);
  const cairoTime = useCairoTime();
  const { intlLocale } = useLocale();
  const titleId = useId();
  const kiosk = payment.kioskReference;
  const expired = kiosk !== null && isExpired(kiosk.expiresAt);
  return (
    <Surface padding={4} gap={3} border>
      <Stack gap={2} align="start">
        <Badge tone={expired ? 'neutral' : 'warning'}>{expired ? words.expiredTitle : t.awaitingTitle}</Badge>
        <h3 id={titleId} className={styles.title} dir="auto">
          {payment.course.title}
        </h3>
      </Stack>
      <p className={styles.text}>{kiosk === null ? t.walletAwaiting : expired ? t.kioskExpired : t.kioskAwaiting}</p>
      {kiosk !== null && !expired && <KioskReference reference={kiosk.reference} />}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{words.amount}</dt>
          <dd className={styles.factValue}>
            <Price amount={payment.amount} currency={payment.currency} locale={intlLocale} />
          </dd>
        </div>
        {kiosk !== null && (
          <div className={styles.fact}>
            <dt className={styles.factName}>{expired ? words.expiredOn : words.payBy}</dt>
            <dd className={styles.factValue}>{cairoTime(kiosk.expiresAt)}</dd>
          </div>
        )}
      </dl>
      {expired ? (
        <ButtonLink href={sitePaths.coursePage(payment.course._id)} className={styles.action} aria-describedby={titleId}>
          {words.coursePage}
        </ButtonLink>
      ) : (
        <ButtonLink href={sitePaths.paymentResult(payment._id)} variant="outline" className={styles.action} aria-describedby={titleId}>
          {t.seePayment}
        </ButtonLink>
      )}
    </Surface>
  );
}

/** Each paid payment's receipt, to download (the newest first, as the server lists them). Nothing when none is paid. */
export function Receipts({ payments }: { payments: readonly Payment[] }) {
  const t = useStore(myCoursesMessages);
  const { intlLocale } = useLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'Africa/Cairo' }), [intlLocale]);
  const paid = payments.filter((payment) => payment.status === 'paid');
  if (paid.length === 0) return null;
  return (
    <Section title={t.receiptsTitle} gap={2}>
      <ul className={styles.receipts}>
        {paid.map((payment) => (
          <Receipt key={payment._id} payment={payment} paidOn={payment.paidAt === null ? undefined : date.format(new Date(payment.paidAt))} />
        ))}
      </ul>
    </Section>
  );
}

function Receipt({ payment, paidOn }: { payment: Payment; paidOn: string | undefined }) {
  const t = useStore(myCoursesMessages);
  const { intlLocale } = useLocale();
  const courseId = useId();
  return (
    <li className={styles.receipt}>
      <Stack gap={1}>
        <span id={courseId} className={styles.receiptCourse} dir="auto">
          {payment.course.title}
        </span>
        <span className={styles.receiptWhen}>
          <Price amount={payment.amount} currency={payment.currency} locale={intlLocale} />
          {paidOn !== undefined && ` · ${t.paidOn} ${paidOn}`}
        </span>
      </Stack>
      {/* A file from the API, not a page of the site: a plain link, downloaded. */}
      <ButtonLink href={apiPaths.paymentReceipt(payment._id)} download variant="outline" className={styles.action} aria-describedby={courseId}>
        {t.downloadReceipt}
      </ButtonLink>
    </li>
  );
}
