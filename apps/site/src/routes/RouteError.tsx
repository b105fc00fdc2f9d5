import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { siteMessages } from '../messages';
import * as styles from './pages.css';

/**
 * What a page shows when it throws or its code cannot load (for example after a deploy replaced the
 * chunk): a plain apology and a way on, never a stack trace. React logs the error itself.
 */
export function RouteError() {
  const t = useStore(siteMessages);
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {t.errorTitle}
      </h1>
      <p className={styles.text}>{t.errorText}</p>
      <div className={styles.actions}>
        {/* Full loads on purpose: after a deploy, only a fresh index.html knows the new chunks. */}
        <Button onClick={() => window.location.reload()}>{t.reload}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {t.goHome}
        </Button>
      </div>
    </section>
  );
}
