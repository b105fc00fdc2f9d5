import { REPORT_TYPES, type ReportSeries, type ReportType } from '@manara/api-client/schemas';
import { Alert, Button, Chart, StatCard } from '@manara/ui';
import { AdminSelect, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { RetryAlert } from '../shared/feedback';
import { useDownloadReport, useReport, type ReportRequest } from './api/useReport';
import * as styles from './AdminScreen.css';
import { adminCommonMessages, adminReportsMessages } from './messages';
import { useFormats } from './useFormats';


/**
 * `/admin/reports` (docs/product/admin.md#reports): a type and two dates; nothing is asked until both dates
 * are set (and in order). The figures, a chart with its table, and the same report as a CSV file.
 */
export function AdminReportsScreen() {
  const t = useStore(adminReportsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const id = useId();
  const [type, setType] = useState<ReportType>('revenue');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const inOrder = startDate === '' || endDate === '' || startDate <= endDate;
  const request: ReportRequest | null = startDate !== '' && endDate !== '' && inOrder ? { type, startDate, endDate } : null;
  const { report, isLoading, errorMessage, retry } = useReport(request);
  const download = useDownloadReport();

  return (
    <section className={styles.screen} aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title" className={styles.title}>
        {t.title}
      </h1>
      <div className={styles.toolbar}>
        <AdminSelect label={t.type} value={type} options={REPORT_TYPES.map((value) => ({ value, label: t[value] }))} onChange={(value) => value !== '' && setType(value)} />
        <div className={styles.field}>
          <label htmlFor={`${id}-start`} className={styles.label}>
            {t.startDate}
          </label>
          <input id={`${id}-start`} type="date" className={styles.select} value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-end`} className={styles.label}>
            {t.endDate}
          </label>
          <input id={`${id}-end`} type="date" className={styles.select} value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
        </div>
        {request !== null && report !== undefined && (
          <Button variant="outline" busy={download.isMutating} busyLabel={t.downloading} onClick={() => void download.run(request)}>
            {t.downloadCsv}
          </Button>
        )}
      </div>
      {download.errorText !== undefined && <Alert tone="danger">{download.errorText}</Alert>}
      {!inOrder ? (
        <Alert tone="warning">{t.badRange}</Alert>
      ) : request === null ? (
        <p className={styles.muted}>{t.chooseDates}</p>
      ) : errorMessage !== undefined ? (
        <RetryAlert title={t.failed} message={errorMessage} retryLabel={common.retry} onRetry={retry} />
      ) : (
        reportView(request.type, report, isLoading)
      )}
    </section>
  );

  /** The chosen report's figures, chart and tables (a plain function: nothing of its own to keep between renders). */
  function reportView(shownType: ReportType, data: ReturnType<typeof useReport>['report'], loading: boolean) {
    const card = (label: string, value: string | undefined) => <StatCard label={label} value={value ?? ''} loading={loading || value === undefined} loadingLabel={common.loading} />;
    const series = data?.series;
    const chart = (daily: string, weekly: string, asValue: (n: number) => string, label: string) =>
      series && <SeriesChart series={series} title={series.interval === 'week' ? weekly : daily} label={label} formatValue={asValue} />;
    if (shownType === 'revenue') {
      const revenue = data && 'revenue' in data ? data.revenue : undefined;
      return (
        <>
          <div className={styles.grid}>{card(t.revenueTotal, revenue === undefined ? undefined : format.money(revenue))}</div>
          {chart(t.chartRevenue, t.chartRevenueWeekly, format.money, t.revenueTotal)}
        </>
      );
    }
    if (shownType === 'users') {
      const users = data && 'totalUsers' in data ? data : undefined;
      return (
        <>
          <div className={styles.grid}>
            {card(t.totalUsers, users && format.count(users.totalUsers))}
            {card(t.activeUsers, users && format.count(users.activeUsers))}
            {card(t.newUsers, users && format.count(users.newUsers))}
          </div>
          {chart(t.chartUsers, t.chartUsersWeekly, format.count, t.users)}
        </>
      );
    }
    const courses = data && 'totalCourses' in data ? data : undefined;
    return (
      <>
        <div className={styles.grid}>
          {card(t.totalCourses, courses && format.count(courses.totalCourses))}
          {card(t.activeCourses, courses && format.count(courses.activeCourses))}
        </div>
        {chart(t.chartCourses, t.chartCoursesWeekly, format.count, t.enrollments)}
        <AdminTable
          caption={t.popularCourses}
          showCaption
          columns={[
            { id: 'title', header: t.courseTitle, cell: (row) => row.title },
            { id: 'enrollments', header: t.enrollments, cell: (row) => format.count(row.enrollments), align: 'end' },
          ]}
          rows={courses?.popularCourses ?? []}
          getRowId={(row) => row._id}
          loading={loading}
        />
      </>
    );
  }
}

/** The report's series as a chart; the same answer keeps the same drawing. */
function SeriesChart({ series, title, label, formatValue }: { series: ReportSeries; title: string; label: string; formatValue: (n: number) => string }) {
  const t = useStore(adminReportsMessages);
  const common = useStore(adminCommonMessages);
  const labels = useMemo(() => series.points.map((point) => point.date), [series]);
  const values = useMemo(() => [{ label, values: series.points.map((point) => point.value) }], [series, label]);
  return (
    <Chart
      title={title}
      kind={series.interval === 'week' ? 'bar' : 'line'}
      labels={labels}
      series={values}
      formatValue={formatValue}
      labelHeader={t.period}
      emptyText={common.noData}
      loadingText={common.loading}
    />
  );
}
