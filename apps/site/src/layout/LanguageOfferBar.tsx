import { Button, ButtonLink, Inline } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { rememberLocale } from '../i18n';
import { languageOfferMessages } from './languageOfferMessages';
import { useLanguageSwitch } from '../navigation';
import * as styles from './LanguageOffer.css';

/** The offer of the Arabic address, in Arabic, over the foot of the screen (see `LanguageOffer`). */
export default function LanguageOfferBar({ onDeclined }: { onDeclined: () => void }) {
  const t = useStore(languageOfferMessages);
  const { lang, href, follow } = useLanguageSwitch();
  return (
    <section className={styles.offer} aria-labelledby="language-offer">
      <Inline gap={3} align="center">
        <p id="language-offer" className={styles.text} lang="ar" dir="rtl">
          {t.offer}
        </p>
        <Inline gap={2}>
          <ButtonLink href={href} hrefLang={lang} lang="ar" onClick={follow}>
            {t.accept}
          </ButtonLink>
          <Button
            variant="outline"
            onClick={() => {
              rememberLocale('en');
              onDeclined();
            }}
          >
            {t.decline}
          </Button>
        </Inline>
      </Inline>
    </section>
  );
}
