import { useStore } from '@nanostores/react';
import { Outlet } from 'react-router-dom';
import { RouteBoundary } from '../RouteBoundary';
import { siteMessages } from '../messages';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';
import * as styles from './Layout.css';

/** The public pages' frame: header, the page, footer. A failing page shows its apology inside the frame. */
export function Layout() {
  const t = useStore(siteMessages);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
      <Footer />
      <LanguageOffer />
    </div>
  );
}
