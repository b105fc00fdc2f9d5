import { Button } from '@manara/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from './pages.css';

/** Any path we do not know: 'Page Not Found', with a way home and a way back. */
export function Component() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  // Opened directly (no earlier page of ours in this tab), "back" would leave the site: go home instead.
  const cameFromHere = useLocation().key !== 'default';
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{t('titles.notFound')}</title>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>
        <Button variant="outline" onClick={() => void (cameFromHere ? navigate(-1) : navigate('/'))}>
          {t('notFound.back')}
        </Button>
      </div>
    </section>
  );
}
