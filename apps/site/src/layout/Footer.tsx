import { useTranslation } from 'react-i18next';
import * as styles from './Layout.css';

/** A first, simple footer; the full one (links, contact, social) comes with the marketing pages. */
export function Footer() {
  const { t } = useTranslation('site');
  return (
    <footer className={styles.footer}>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
