import { useStore } from '@nanostores/react';
import { NavLink, Outlet } from 'react-router-dom';
import { RequireAdmin } from '../../guards/RequireAdmin';
import * as styles from './admin.css';
import { adminMessages } from './messages';
import { ADMIN_PAGES, sitePaths } from '@manara/api-client/paths';

/** `/admin/*`: admins only (the guard), with links between the admin pages. Loaded on demand. */
export function Component() {
  const t = useStore(adminMessages);
  return (
    <RequireAdmin>
      <div className={styles.layout}>
        <nav aria-label={t.navLabel}>
          <ul className={styles.navList}>
            {ADMIN_PAGES.map((page) => (
              <li key={page}>
                <NavLink to={sitePaths.admin(page)} className={styles.navLink}>
                  {t[page]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </div>
    </RequireAdmin>
  );
}
