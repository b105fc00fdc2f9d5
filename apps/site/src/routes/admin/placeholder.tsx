import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router-dom';
import * as styles from './admin.css';
import { adminMessages } from './messages';
import { ADMIN_PAGES, type AdminPage } from '@manara/api-client/paths';

const isAdminPage = (name: string | undefined): name is AdminPage => ADMIN_PAGES.some((page) => page === name);

/**
 * An admin page that does not exist yet: its name and a 'coming soon' line. One module serves the
 * five routes (the page is the path's last part) until each gets its own screen.
 */
export function Component() {
  const t = useStore(adminMessages);
  const last = useLocation().pathname.split('/').filter(Boolean).pop()?.toLowerCase();
  const page = isAdminPage(last) ? last : 'dashboard';
  return (
    <section aria-labelledby="admin-page-title">
      <title>{`${t[page]}${t.titleSuffix}`}</title>
      <h1 id="admin-page-title" className={styles.title}>
        {t[page]}
      </h1>
      <p className={styles.text}>{t.comingSoon}</p>
    </section>
  );
}
