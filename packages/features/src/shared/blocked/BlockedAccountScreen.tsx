import { BlockedScreen, ButtonLink } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useLocale } from '../i18n';
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
 * What a blocked user sees instead of course content (docs/product/course-page.md#blocked-account-screen): the kit's
 * blocked screen in the reader's language, with how to reach support (the configured address,
 * docs/product/public-pages.md#contact-details) and the way home.
 */
export function BlockedAccountScreen({ reason, blockedAt }: BlockedAccountScreenProps) {
  const t = useStore(blockedMessages);
  const { intlLocale } = useLocale();
  const support = useContactDetails()?.email;

  return (
    <BlockedScreen
      reason={reason}
      blockedAt={blockedAt}
      locale={intlLocale}
      timeZone={TIME_ZONE}
      supportEmail={support}
      labels={t}
      actions={
        <>
          {/* Leaves the site for the mail program: the app's link component keeps it a plain link. */}
          {support && <ButtonLink href={`mailto:${support}`}>{t.contactSupport}</ButtonLink>}
          <ButtonLink href={sitePaths.home()} variant="outline">
            {t.home}
          </ButtonLink>
        </>
      }
    />
  );
}
