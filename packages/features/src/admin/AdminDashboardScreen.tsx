import type { LessonLengthItem } from '@manara/api-client';
import { ButtonLink, DataTable, StatCard, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RetryAlert } from '../shared/feedback';
import { useSession } from '../shared/session';
import { useDashboardStats } from './api/useDashboardStats';
import { useLessonLengths } from './api/useLessonLengths';
import { AdminPage } from './AdminParts';
import * as styles from './AdminScreen.css';
import { adminCommonMessages, adminDashboardMessages } from './messages';
import { useFormats } from './useFormats';

export interface AdminDashboardScreenProps {
  /** Where the quick actions lead. */
  links: { users: string; courses: string; subscriptions: string };
}

/**
 * The lessons whose length to measure or check (decision 060): those a learner's player disputed, and those
 * never measured, each with its course. Nothing shows while there are none.
 */
function LessonLengths() {
  const t = useStore(adminDashboardMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const { lengths, errorMessage, retry } = useLessonLengths();
  if (errorMessage !== undefined) return <RetryAlert title={t.lengthsFailed} message={errorMessage} retryLabel={common.retry} onRetry={retry} />;
  if (!lengths || (lengths.flagged.length === 0 && lengths.unmeasured.length === 0)) return null;
  const seconds = (value: number | null) => (value === null ? t.notMeasured : format.length(value));
  const lessonColumns: Array<DataTableColumn<LessonLengthItem>> = [
    { id: 'lesson', header: t.lesson, cell: (item) => item.title },
    { id: 'course', header: t.course, cell: (item) => item.courseTitle },
  ];
  const flaggedColumns: Array<DataTableColumn<LessonLengthItem>> = [
    ...lessonColumns,
    { id: 'measured', header: t.measured, cell: (item) => seconds(item.durationSeconds), align: 'end' },
    { id: 'reported', header: t.reported, cell: (item) => seconds(item.reportedSeconds), align: 'end' },
    { id: 'reportedAt', header: t.reportedAt, cell: (item) => (item.flaggedAt === null ? '' : format.date(item.flaggedAt)) },
  ];
  return (
    <section className={styles.lengths} aria-labelledby="admin-lesson-lengths">
      <h2 id="admin-lesson-lengths" className={styles.subtitle}>
        {t.lengthsTitle}
      </h2>
      <p className={styles.muted}>{t.lengthsHint}</p>
      {lengths.flagged.length > 0 && (
        <DataTable caption={t.flaggedCaption} showCaption columns={flaggedColumns} rows={lengths.flagged} getRowId={(item) => item.lessonId} emptyText={common.noData} />
      )}
      {lengths.unmeasured.length > 0 && (
        <DataTable caption={t.unmeasuredCaption} showCaption columns={lessonColumns} rows={lengths.unmeasured} getRowId={(item) => item.lessonId} emptyText={common.noData} />
      )}
    </section>
  );
}

/**
 * `/admin/dashboard` (docs/product/admin.md#dashboard): the four figures, quick actions, and the lesson
 * lengths to check. Opening it reads the user again, so a role taken away elsewhere sends the admin out at
 * once (the site's guard reads it).
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
    <AdminPage title={t.title}>
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
      <LessonLengths />
    </AdminPage>
  );
}
