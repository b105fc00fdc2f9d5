import { PAYMENT_METHODS, type CoursesReportSchema, type ReportQuery, type ReportSeries, type ReportType, type RevenueReportSchema, type UsersReportSchema } from '@manara/api-client/schemas';
import { and, count, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/connection';
import { courses, payments, subscriptions, users } from '../db/schema';
import { cairoDay, cairoMidnight, daysBetween, nextDay } from './cairo-days';
import { toCsv } from '@manara/api-client/csv';
import type { PageLanguage } from '../http/reader-language';
import { PAYMENT_METHOD_NAMES } from '../payments/queries';

/* The admin's reports (docs/product/admin.md#reports, decision 045): Cairo days, both dates included. */

/** Up to this many days the series is per day; beyond, per week; past a year, per month. */
const DAILY_UP_TO_DAYS = 92;
const WEEKLY_UP_TO_DAYS = 366;
const POPULAR_COURSES = 5;
const NEW_USER_DAYS = 30;

type Range = { from: Date; to: Date; days: string[] };
type ReportDates = Pick<ReportQuery, 'startDate' | 'endDate'>;

/** Both dates of a report: without a start, the first Cairo day anyone signed up (nothing is older), else the end. */
async function datesOf(db: Database, { startDate, endDate }: ReportDates): Promise<{ startDate: string; endDate: string }> {
  if (startDate !== undefined) return { startDate, endDate };
  const [first] = await db.select({ at: min(users.createdAt) }).from(users);
  const day = first?.at ? cairoDay(first.at) : endDate;
  return { startDate: day < endDate ? day : endDate, endDate };
}

const rangeOf = ({ startDate, endDate }: { startDate: string; endDate: string }): Range => ({
  from: cairoMidnight(startDate),
  to: cairoMidnight(nextDay(endDate)),
  days: daysBetween(startDate, endDate),
});

const PERIOD_HEADERS = { day: 'date', week: 'week_starting', month: 'month_starting' } as const;

const rounded = (value: number) => Math.round(value * 100) / 100;

/** Sums `values` into the range's days, or weeks, or months, each named by its first day in the range. */
function seriesOf(range: Range, values: ReadonlyArray<{ at: Date; value: number }>): ReportSeries {
  const byDay = new Map(range.days.map((day) => [day, 0]));
  for (const { at, value } of values) {
    const day = cairoDay(at);
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) + value);
  }
  const daily = [...byDay].map(([date, total]) => ({ date, value: rounded(total) }));
  const startDate = range.days[0] ?? '';
  if (daily.length <= DAILY_UP_TO_DAYS) return { interval: 'day', startDate, points: daily };
  const interval = daily.length <= WEEKLY_UP_TO_DAYS ? 'week' : 'month';
  // A new period at every seventh day, or where the month (`YYYY-MM`) changes.
  const startsPeriod = (date: string, index: number) => (interval === 'week' ? index % 7 === 0 : date.slice(0, 7) !== daily[index - 1]?.date.slice(0, 7));
  const periods: ReportSeries['points'] = [];
  daily.forEach((point, index) => {
    if (startsPeriod(point.date, index)) periods.push({ date: point.date, value: 0 });
    const period = periods.at(-1);
    if (period) period.value = rounded(period.value + point.value);
  });
  return { interval, startDate, points: periods };
}

/** The range's settled payments: when, how much, and how they were paid. */
const settledIn = (db: Database, range: Range) =>
  db
    .select({ at: payments.paidAt, piasters: payments.amountPiasters, method: payments.method })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, range.from), lt(payments.paidAt, range.to)));
type Settled = Awaited<ReturnType<typeof settledIn>>;

const takings = (rows: Settled) => rows.flatMap((row) => (row.at ? [{ at: row.at, value: row.piasters / 100 }] : []));
const piastersOf = (rows: Settled) => rows.reduce((sum, row) => sum + row.piasters, 0);

async function revenueReport(db: Database, range: Range): Promise<v.InferInput<typeof RevenueReportSchema>> {
  const rows = await settledIn(db, range);
  const byMethod = PAYMENT_METHODS.map((method) => {
    const paid = rows.filter((row) => row.method === method);
    return { method, payments: paid.length, revenue: piastersOf(paid) / 100 };
  });
  return { revenue: piastersOf(rows) / 100, byMethod, series: seriesOf(range, takings(rows)) };
}

/**
 * The revenue CSV: a row per period and way of paying (every method, in the contract's order), the way named
 * in the reader's words, so a spreadsheet filters or pivots by it (decision 105).
 */
async function revenueCsvRows(db: Database, range: Range, language: PageLanguage) {
  const rows = await settledIn(db, range);
  const perMethod = PAYMENT_METHODS.map((method) => ({ name: PAYMENT_METHOD_NAMES[method][language], series: seriesOf(range, takings(rows.filter((row) => row.method === method))) }));
  const interval = perMethod[0]?.series.interval ?? 'day';
  const periods = perMethod[0]?.series.points ?? [];
  return [
    [PERIOD_HEADERS[interval], 'method', 'revenue_egp'],
    ...periods.flatMap((period, index) => perMethod.map(({ name, series }) => [period.date, name, (series.points[index]?.value ?? 0).toFixed(2)])),
  ];
}

async function usersReport(db: Database, range: Range): Promise<v.InferInput<typeof UsersReportSchema>> {
  const newSince = new Date(range.to.getTime() - NEW_USER_DAYS * 86_400_000);
  const [[total], [fresh], [active], signUps] = await Promise.all([
    db.select({ n: count() }).from(users).where(lt(users.createdAt, range.to)),
    db.select({ n: count() }).from(users).where(and(gte(users.createdAt, newSince), lt(users.createdAt, range.to))),
    db
      .select({ n: sql<number>`count(distinct ${subscriptions.userId})`.mapWith(Number) })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(eq(subscriptions.status, 'active'), eq(users.isBlocked, false), lt(subscriptions.startDate, range.to))),
    db.select({ at: users.createdAt }).from(users).where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.to))),
  ]);
  return {
    totalUsers: total?.n ?? 0,
    activeUsers: active?.n ?? 0,
    newUsers: fresh?.n ?? 0,
    series: seriesOf(range, signUps.map(({ at }) => ({ at, value: 1 }))),
  };
}

/** Enrolments in the range per course, most first (then by title). */
const enrolmentsIn = (db: Database, range: Range) =>
  db
    .select({ _id: courses.id, title: courses.title, enrollments: count(subscriptions.id) })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(gte(subscriptions.startDate, range.from), lt(subscriptions.startDate, range.to)))
    .groupBy(courses.id, courses.title)
    .orderBy(desc(count(subscriptions.id)), courses.title);

async function coursesReport(db: Database, range: Range): Promise<v.InferInput<typeof CoursesReportSchema>> {
  const [[total], [published], popular, started] = await Promise.all([
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(courses).where(eq(courses.status, 'published')),
    enrolmentsIn(db, range).limit(POPULAR_COURSES),
    db
      .select({ at: subscriptions.startDate })
      .from(subscriptions)
      .where(and(gte(subscriptions.startDate, range.from), lt(subscriptions.startDate, range.to))),
  ]);
  return {
    totalCourses: total?.n ?? 0,
    activeCourses: published?.n ?? 0,
    popularCourses: popular,
    series: seriesOf(range, started.map(({ at }) => ({ at, value: 1 }))),
  };
}

export function report(db: Database, type: 'revenue', query: ReportDates): ReturnType<typeof revenueReport>;
export function report(db: Database, type: 'users', query: ReportDates): ReturnType<typeof usersReport>;
export function report(db: Database, type: 'courses', query: ReportDates): ReturnType<typeof coursesReport>;
export async function report(db: Database, type: ReportType, query: ReportDates) {
  const range = rangeOf(await datesOf(db, query));
  if (type === 'revenue') return revenueReport(db, range);
  if (type === 'users') return usersReport(db, range);
  return coursesReport(db, range);
}

/**
 * The report as a CSV download: the series (revenue by way of paying, sign-ups) or every course enrolled in
 * the range. Dates are `YYYY-MM-DD`, which Excel reads as dates (docs/product/admin.md#reports).
 */
export async function reportCsv(db: Database, type: ReportType, query: ReportQuery, language: PageLanguage): Promise<{ fileName: string; csv: string }> {
  const dates = await datesOf(db, query);
  const fileName = `manara-${type}-${dates.startDate}-to-${dates.endDate}.csv`;
  if (type === 'courses') {
    const rows = await enrolmentsIn(db, rangeOf(dates));
    return { fileName, csv: toCsv([['course_id', 'title', 'enrollments'], ...rows.map((row) => [row._id, row.title, row.enrollments])]) };
  }
  // Money with its two decimals, as every amount is shown; counts as they are.
  if (type === 'revenue') return { fileName, csv: toCsv(await revenueCsvRows(db, rangeOf(dates), language)) };
  const { series } = await report(db, 'users', dates);
  return { fileName, csv: toCsv([[PERIOD_HEADERS[series.interval], 'new_users'], ...series.points.map((point) => [point.date, point.value])]) };
}
