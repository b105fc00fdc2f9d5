import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';
import * as styles from './Layout.css';

/** A first, simple footer; the full one (links, contact, social) comes with the marketing pages. */
export function Footer() {
  const t = useStore(siteMessages);
  return (
    <footer className={styles.footer}>
      <p>{t.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
