import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { siteMessages } from '../messages';
import { pageMessages } from './pageMessages';
import * as styles from './pages.css';
import { sitePaths } from '@manara/api-client/paths';

/** Any path we do not know: 'Page Not Found', with a way home and a way back. */
export function Component() {
  const t = useStore(pageMessages);
  const { goHome } = useStore(siteMessages);
  const navigate = useSiteNavigate();
  // Opened directly (no earlier page of ours in this tab), "back" would leave the site: go home instead.
  const cameFromHere = useLocation().key !== 'default';
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{t.notFoundTitle}</title>
      <h1 id="not-found-title" className={styles.title}>
        {t.notFound}
      </h1>
      <p className={styles.text}>{t.notFoundText}</p>
      <div className={styles.actions}>
        <Button onClick={() => void navigate(sitePaths.home())}>{goHome}</Button>
        <Button variant="outline" onClick={() => void (cameFromHere ? navigate(-1) : navigate(sitePaths.home()))}>
          {t.goBack}
        </Button>
      </div>
    </section>
  );
}
