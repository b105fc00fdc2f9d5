import { $locale } from '@manara/features/i18n';
import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { changeLocale } from '../i18n';
import * as styles from './Layout.css';
import { siteMessages } from '../messages';

/**
 * One button that offers the other language, written in that language (and tagged with it,
 * so a screen reader pronounces it right). The choice is remembered; Arabic's words load on the first switch.
 */
export function LanguageSwitch() {
  const t = useStore(siteMessages);
  const other = useStore($locale) === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="ghost" size="sm" lang={other} className={styles.languageSwitch} onClick={() => void changeLocale(other)}>
      {t.switchLanguage}
    </Button>
  );
}
