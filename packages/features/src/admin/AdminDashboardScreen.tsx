import { ButtonLink, StatCard } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RetryAlert } from '../shared/feedback';
import { useSession } from '../shared/session';
import { useDashboardStats } from './api/useDashboardStats';
import * as styles from './AdminScreen.css';
import { adminCommonMessages, adminDashboardMessages } from './messages';
import { useFormats } from './useFormats';

export interface AdminDashboardScreenProps {
  /** Where the quick actions lead. */
  links: { users: string; courses: string; subscriptions: string };
}

/**
 * `/admin/dashboard` (docs/product/admin.md#dashboard): the four figures and quick actions. Opening it reads
 * the user again, so a role taken away elsewhere sends the admin out at once (the site's guard reads it).
 */
export function AdminDashboardScreen({ links }: AdminDashboardScreenProps) {
  const t = useStore(adminDashboardMessages);
  const common = useStore(adminCommonMessages);
  const { refreshUser } = useSession();
  const { stats, isLoading, errorMessage, retry } = useDashboardStats();
  const format = useFormats();

  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  const figure = (value: number | undefined, as: (n: number) => string) => (value === undefined ? '' : as(value));
  return (
    <section className={styles.screen} aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={styles.title}>
        {t.title}
      </h1>
      {errorMessage !== undefined ? (
        <RetryAlert title={t.failed} message={errorMessage} retryLabel={common.retry} onRetry={retry} />
      ) : (
        <div className={styles.grid}>
          <StatCard label={t.totalUsers} value={figure(stats?.totalUsers, format.count)} loading={isLoading} loadingLabel={common.loading} />
          <StatCard label={t.totalCourses} value={figure(stats?.totalCourses, format.count)} loading={isLoading} loadingLabel={common.loading} />
          <StatCard label={t.totalRevenue} value={figure(stats?.totalRevenue, format.money)} loading={isLoading} loadingLabel={common.loading} />
          <StatCard label={t.activeSubscriptions} value={figure(stats?.activeSubscriptions, format.count)} loading={isLoading} loadingLabel={common.loading} />
        </div>
      )}
      <nav aria-label={t.quickActions} className={styles.actions}>
        <ButtonLink href={links.users} variant="outline">
          {t.manageUsers}
        </ButtonLink>
        <ButtonLink href={links.courses} variant="outline">
          {t.manageCourses}
        </ButtonLink>
        <ButtonLink href={links.subscriptions} variant="outline">
          {t.manageSubscriptions}
        </ButtonLink>
      </nav>
    </section>
  );
}
