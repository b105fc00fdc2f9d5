import { useStore } from '@nanostores/react';
import { Outlet } from 'react-router-dom';
import { siteMessages } from '../messages';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './Layout.css';

/** The public pages' frame: header, the page, footer. */
export function Layout() {
  const t = useStore(siteMessages);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
