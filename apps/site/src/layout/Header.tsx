import { useStore } from '@nanostores/react';
import { Link, NavLink } from 'react-router-dom';
import { siteMessages } from '../messages';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './Layout.css';

/** A first, simple header: the brand, the Courses link and the language switch. */
export function Header() {
  const t = useStore(siteMessages);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/courses" className={styles.brand}>
          <img className={styles.brandMark} src="/favicon.svg" alt="" width={32} height={32} />
          {t.brand}
        </Link>
        <nav className={styles.nav} aria-label={t.navLabel}>
          <ul className={styles.navList}>
            <li>
              <NavLink to="/courses" className={styles.navLink}>
                {t.navCourses}
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
