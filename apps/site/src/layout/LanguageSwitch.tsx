import { ButtonLink } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';
import { useLanguageSwitch } from '../navigation';
import * as styles from './Layout.css';

/**
 * A link to this page in the other language, written in that language (and tagged with it, so a screen reader
 * pronounces it right); a crawler finds the other address by it. Followed, the choice is remembered
 * (docs/product/languages.md).
 */
export function LanguageSwitch() {
  const t = useStore(siteMessages);
  const { lang, href, follow } = useLanguageSwitch();
  return (
    <ButtonLink href={href} hrefLang={lang} lang={lang} variant="ghost" size="sm" className={styles.languageSwitch} onClick={follow}>
      {t.switchLanguage}
    </ButtonLink>
  );
}
