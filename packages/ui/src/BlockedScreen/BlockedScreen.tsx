import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { cx } from '../private/cx';
import { Surface } from '../Surface/Surface';
import * as styles from './BlockedScreen.css';

export interface BlockedScreenLabels {
  title: string;
  text: string;
  reason: string;
  blockedOn: string;
  support: string;
}

export const defaultBlockedScreenLabels: BlockedScreenLabels = {
  title: 'Account Blocked',
  text: 'Your account has been blocked and you cannot access course content at this time.',
  reason: 'Reason:',
  blockedOn: 'Blocked on:',
  support: 'Need help? Write to us at',
};

export interface BlockedScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Why the account was blocked, as an admin wrote it; shown in its own direction. */
  reason?: string | null;
  /** When it was blocked (ISO timestamp); shown as a long date. */
  blockedAt?: string | null;
  /** The locale the date is written in (`ar-EG`). */
  locale?: string;
  /** The time zone the date is read in, so the day is the same on every machine. */
  timeZone?: string;
  /** The address support answers at, kept left to right. */
  supportEmail?: string | null;
  /** The ways out, in a row: a link home, a mail to support. */
  actions?: ReactNode;
  labels?: Partial<BlockedScreenLabels>;
}

/**
 * What a blocked user sees instead of what they came for: the notice, the reason and the date when known, how
 * to reach support, and the ways out. Presentational: the app says who is blocked and why.
 */
export const BlockedScreen = forwardRef<HTMLDivElement, BlockedScreenProps>(function BlockedScreen(
  { reason, blockedAt, locale = 'en', timeZone, supportEmail, actions, labels: labelOverrides, className, ...rest },
  ref,
) {
  const labels = { ...defaultBlockedScreenLabels, ...labelOverrides };
  const titleId = useId();
  const date = blockedAt ? new Date(blockedAt) : undefined;
  const blockedOn =
    date && !Number.isNaN(date.getTime()) ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date) : undefined;

  return (
    <div ref={ref} className={cx(styles.screen, className)} {...rest}>
      <Surface as="section" padding={8} gap={5} shadow="md" className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.text}>{labels.text}</p>
        {(reason || blockedOn) && (
          <dl className={styles.facts}>
            {reason && (
              <>
                <dt className={styles.term}>{labels.reason}</dt>
                <dd className={styles.detail} dir="auto">
                  {reason}
                </dd>
              </>
            )}
            {blockedOn && (
              <>
                <dt className={styles.term}>{labels.blockedOn}</dt>
                <dd className={styles.detail}>
                  <time dateTime={blockedAt ?? undefined}>{blockedOn}</time>
                </dd>
              </>
            )}
          </dl>
        )}
        {supportEmail && (
          <p className={styles.support}>
            {labels.support}{' '}
            <a className={styles.supportLink} href={`mailto:${supportEmail}`} dir="ltr">
              {supportEmail}
            </a>
          </p>
        )}
        {actions && <Inline gap={3}>{actions}</Inline>}
      </Surface>
    </div>
  );
});
