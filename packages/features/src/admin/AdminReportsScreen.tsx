import { REPORT_TYPES, type ReportSeries, type ReportType } from '@manara/api-client/schemas';
import { Alert, Button, Chart, StatCard } from '@manara/ui';
import { AdminField, AdminPage, AdminSelect, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { RetryAlert } from '../shared/feedback';
import { useDownloadReport, useReport, type ReportRequest } from './api/useReport';
import * as styles from './AdminScreen.css';
import { adminCommonMessages, adminReportsMessages } from './messages';
import { useFormats } from './useFormats';


const cairoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in Cairo, as `YYYY-MM-DD` (reports count Cairo days). */
const cairoToday = () => cairoDate.format(new Date());
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The quick choices, each a start and an end from today (`undefined` start: all time, from the first day on record). */
const QUICK_RANGES = {
  last7: (today: string) => ({ startDate: daysBefore(today, 6), endDate: today }),
  last30: (today: string) => ({ startDate: daysBefore(today, 29), endDate: today }),
  thisYear: (today: string) => ({ startDate: `${today.slice(0, 4)}-01-01`, endDate: today }),
  allTime: (today: string) => ({ startDate: undefined, endDate: today }),
} as const;
type QuickRange = keyof typeof QUICK_RANGES;

export interface AdminReportsScreenProps {
  /** Today in Cairo (`YYYY-MM-DD`); the clock's by default. Stories fix it. */
  today?: string;
}

/**
 * `/admin/reports` (docs/product/admin.md#reports): a type and a period, the last 30 days at first, with quick
 * choices or any two dates (in order). The figures (revenue also by way of paying), a chart with its table, and
 * the same report as a CSV file.
 */
export function AdminReportsScreen({ today: givenToday }: AdminReportsScreenProps) {
  const t = useStore(adminReportsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const [today] = useState(() => givenToday ?? cairoToday());
  const [type, setType] = useState<ReportType>('revenue');
  const [dates, setDates] = useState<{ startDate: string | undefined; endDate: string }>(() => QUICK_RANGES.last30(today));
  const { startDate, endDate } = dates;
  const quick = (Object.keys(QUICK_RANGES) as QuickRange[]).find((name) => {
    const range = QUICK_RANGES[name](today);
    return range.startDate === startDate && range.endDate === endDate;
  });
  const inOrder = startDate === undefined || startDate === '' || endDate === '' || startDate <= endDate;
  const request: ReportRequest | null = startDate !== '' && endDate !== '' && inOrder ? { type, startDate, endDate } : null;
  const { report, isLoading, errorMessage, retry } = useReport(request);
  const download = useDownloadReport();

  return (
    <AdminPage
      title={t.title}
      toolbar={
        <>
          <AdminSelect label={t.type} value={type} options={REPORT_TYPES.map((value) => ({ value, label: t[value] }))} onChange={(value) => value !== '' && setType(value)} />
          <div role="group" aria-label={t.range} className={styles.toolbar}>
            {(Object.keys(QUICK_RANGES) as QuickRange[]).map((name) => (
              <Button key={name} variant={quick === name ? 'primary' : 'outline'} aria-pressed={quick === name} onClick={() => setDates(QUICK_RANGES[name](today))}>
                {t[name]}
              </Button>
            ))}
          </div>
          <AdminField label={t.startDate}>
            {(id) => (
              <input
                id={id}
                type="date"
                className={styles.select}
                // All time: the first day on record, once the report says which.
                value={startDate ?? report?.series.startDate ?? ''}
                onChange={(event) => setDates({ startDate: event.currentTarget.value, endDate })}
              />
            )}
          </AdminField>
          <AdminField label={t.endDate}>
            {(id) => <input id={id} type="date" className={styles.select} value={endDate} onChange={(event) => setDates({ startDate, endDate: event.currentTarget.value })} />}
          </AdminField>
          {request !== null && report !== undefined && (
            <Button variant="outline" busy={download.isMutating} busyLabel={t.downloading} onClick={() => void download.run(request)}>
              {t.downloadCsv}
            </Button>
          )}
        </>
      }
    >
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
    </AdminPage>
  );

  /** The chosen report's figures, chart and tables (a plain function: nothing of its own to keep between renders). */
  function reportView(shownType: ReportType, data: ReturnType<typeof useReport>['report'], loading: boolean) {
    const card = (label: string, value: string | undefined) => <StatCard label={label} value={value ?? ''} loading={loading || value === undefined} loadingLabel={common.loading} />;
    const series = data?.series;
    const chart = (titles: Record<ReportSeries['interval'], string>, asValue: (n: number) => string, label: string) =>
      series && <SeriesChart series={series} title={titles[series.interval]} label={label} formatValue={asValue} />;
    if (shownType === 'revenue') {
      const revenue = data && 'revenue' in data ? data : undefined;
      return (
        <>
          <div className={styles.grid}>{card(t.revenueTotal, revenue && format.money(revenue.revenue))}</div>
          <AdminTable
            caption={t.byMethod}
            showCaption
            columns={[
              { id: 'method', header: t.paymentMethod, cell: (row) => format.method(row.method) },
              { id: 'payments', header: t.payments, cell: (row) => format.count(row.payments), align: 'end' },
              { id: 'revenue', header: t.revenueTotal, cell: (row) => format.money(row.revenue), align: 'end' },
            ]}
            rows={revenue?.byMethod ?? []}
            getRowId={(row) => row.method}
            loading={loading}
          />
          {chart({ day: t.chartRevenue, week: t.chartRevenueWeekly, month: t.chartRevenueMonthly }, format.money, t.revenueTotal)}
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
          {chart({ day: t.chartUsers, week: t.chartUsersWeekly, month: t.chartUsersMonthly }, format.count, t.users)}
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
        {chart({ day: t.chartCourses, week: t.chartCoursesWeekly, month: t.chartCoursesMonthly }, format.count, t.enrollments)}
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

/** The report's series as a chart; the same answer keeps the same drawing. Periods are named in the reader's language. */
function SeriesChart({ series, title, label, formatValue }: { series: ReportSeries; title: string; label: string; formatValue: (n: number) => string }) {
  const t = useStore(adminReportsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const labels = useMemo(() => {
    const name = { day: format.day, week: (date: string) => t.weekOf({ date: format.day(date) }), month: format.month }[series.interval];
    return series.points.map((point) => name(point.date));
  }, [series, format, t]);
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
