import { ButtonLink, Inline, Surface } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useLocale } from '../i18n';
import * as styles from './BlockedAccountScreen.css';
import { useContactDetails } from '../contact';
import { blockedMessages } from './messages';
import { sitePaths } from '@manara/api-client/paths';

export interface BlockedAccountScreenProps {
  /** Why an admin blocked the account, as they wrote it. */
  reason?: string | null;
  /** When the account was blocked (ISO timestamp). */
  blockedAt?: string | null;
}

/** Dates read in Egypt's time, so the day is the same on every machine. */
const TIME_ZONE = 'Africa/Cairo';

/**
 * What a blocked user sees instead of course content (docs/product/course-page.md#blocked-account-screen): the notice,
 * the reason and date when known, how to reach support (the configured address, docs/product/public-pages.md#contact-details),
 * and the way home.
 */
export function BlockedAccountScreen({ reason, blockedAt }: BlockedAccountScreenProps) {
  const t = useStore(blockedMessages);
  const { intlLocale } = useLocale();
  const titleId = useId();
  const support = useContactDetails()?.email;
  const date = blockedAt ? new Date(blockedAt) : undefined;
  const blockedOn =
    date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(date)
      : undefined;

  return (
    <div className={styles.screen}>
      <Surface as="section" padding={8} gap={5} shadow="md" className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.text}>{t.text}</p>
        {(reason || blockedOn) && (
          <dl className={styles.facts}>
            {reason && (
              <>
                <dt className={styles.term}>{t.reason}</dt>
                <dd className={styles.detail} dir="auto">
                  {reason}
                </dd>
              </>
            )}
            {blockedOn && (
              <>
                <dt className={styles.term}>{t.blockedOn}</dt>
                <dd className={styles.detail}>
                  <time dateTime={blockedAt ?? undefined}>{blockedOn}</time>
                </dd>
              </>
            )}
          </dl>
        )}
        {support && (
          <p className={styles.support}>
            {t.support}{' '}
            <a className={styles.supportLink} href={`mailto:${support}`} dir="ltr">
              {support}
            </a>
          </p>
        )}
        <Inline gap={3}>
          {/* Leaves the site for the mail program: the app's link component keeps it a plain link. */}
          {support && <ButtonLink href={`mailto:${support}`}>{t.contactSupport}</ButtonLink>}
          <ButtonLink href={sitePaths.home()} variant="outline">
            {t.home}
          </ButtonLink>
        </Inline>
      </Surface>
    </div>
  );
}
