import {
  CoursesReportResponseSchema,
  RevenueReportResponseSchema,
  UsersReportResponseSchema,
} from '@manara/api-client/schemas';
import { count, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, payments, subscriptions, users } from '../src/db/schema';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { seededCourse } from './support/payments';
import { expectSuccess } from './support/responses';


/*
 * Known history in January 2025, long before any other test's rows (all made now): three learners,
 * payments and enrolments at chosen instants, two of them either side of a Cairo midnight.
 */
const JAN = { startDate: '2025-01-01', endDate: '2025-01-31' };

describe.each(testDrivers())('the admin reports on $name', (driver) => {
  const api = useAdminApi(driver);
  let token = '';
  let popular = { id: '', title: '' };
  let other = { id: '', title: '' };

  const get = (type: string, query: Record<string, string>) => api.send('GET', `/api/admin/reports/${type}?${new URLSearchParams(query)}`, { token });

  beforeAll(async () => {
    token = (await signedInAdmin(api)).token;
    popular = await seededCourse(api, 'Build Your Global Profile');
    other = await seededCourse(api, 'Scholarship Essays That Win');
    const learners = await api.db
      .insert(users)
      .values(
        [
          ['2025-01-02T08:00:00Z', false],
          ['2025-01-20T08:00:00Z', false],
          ['2024-12-01T08:00:00Z', true],
        ].map(([createdAt, isBlocked], i) => ({
          firstName: `History${i}`,
          lastName: 'Learner',
          email: `history.${i}.${driver.name}.${Date.now()}@example.com`,
          passwordHash: 'not-a-login',
          isBlocked: isBlocked as boolean,
          createdAt: new Date(createdAt as string),
        })),
      )
      .returning({ id: users.id });
    const [a, b, c] = learners.map((row) => row.id) as [string, string, string];
    await api.db.insert(payments).values([
      // 2025-01-01 00:30 in Cairo: the first day's.
      { userId: a, courseId: popular.id, amountPiasters: 120_000, status: 'paid', provider: 'sandbox', paidAt: new Date('2024-12-31T22:30:00Z') },
      { userId: b, courseId: popular.id, amountPiasters: 120_000, status: 'paid', provider: 'sandbox', method: 'WALLET', paidAt: new Date('2025-01-20T10:00:00Z') },
      { userId: c, courseId: other.id, amountPiasters: 45_050, status: 'paid', provider: 'sandbox', method: 'KIOSK', paidAt: new Date('2025-01-20T12:00:00Z') },
      // Still December in Cairo (23:30), and a payment that never went through: neither counts.
      { userId: c, courseId: other.id, amountPiasters: 99_900, status: 'paid', provider: 'sandbox', method: 'KIOSK', paidAt: new Date('2024-12-31T21:30:00Z') },
      { userId: a, courseId: other.id, amountPiasters: 45_000, status: 'failed', provider: 'sandbox', method: 'WALLET', paidAt: null },
      // 2025-02-01 00:30 in Cairo: February's.
      { userId: b, courseId: other.id, amountPiasters: 45_000, status: 'paid', provider: 'sandbox', method: 'WALLET', paidAt: new Date('2025-01-31T22:30:00Z') },
    ]);
    await api.db.insert(subscriptions).values([
      { userId: a, courseId: popular.id, startDate: new Date('2024-12-31T22:30:00Z'), amountPiasters: 120_000 },
      { userId: b, courseId: popular.id, startDate: new Date('2025-01-20T10:00:00Z'), amountPiasters: 120_000 },
      { userId: c, courseId: other.id, startDate: new Date('2025-01-20T12:00:00Z'), amountPiasters: 45_050, status: 'cancelled' },
    ]);
  });

  it('revenue: settled payments in Cairo days, both dates included, with a figure per day and per way of paying', async () => {
    const { report } = (await expectSuccess(await get('revenue', JAN), RevenueReportResponseSchema)).data;
    expect(report.revenue).toBe(2850.5);
    expect(report.series.interval).toBe('day');
    expect(report.series.points).toHaveLength(31);
    expect(report.series.points.filter((point) => point.value > 0)).toEqual([
      { date: '2025-01-01', value: 1200 },
      { date: '2025-01-20', value: 1650.5 },
    ]);
    expect(report.byMethod).toEqual([
      { method: 'CARD', payments: 1, revenue: 1200 },
      { method: 'WALLET', payments: 1, revenue: 1200 },
      { method: 'KIOSK', payments: 1, revenue: 450.5 },
    ]);
    const oneDay = (await expectSuccess(await get('revenue', { startDate: '2025-02-01', endDate: '2025-02-01' }), RevenueReportResponseSchema)).data.report;
    expect(oneDay.revenue).toBe(450);
    // Every way of paying, in the contract's order, those without takings at nought.
    expect(oneDay.byMethod).toEqual([
      { method: 'CARD', payments: 0, revenue: 0 },
      { method: 'WALLET', payments: 1, revenue: 450 },
      { method: 'KIOSK', payments: 0, revenue: 0 },
    ]);
  });

  it('users: everyone signed up by the end, those holding an active subscription unblocked, sign-ups in the last 30 days', async () => {
    const { report } = (await expectSuccess(await get('users', JAN), UsersReportResponseSchema)).data;
    const [before] = await api.db.select({ n: count() }).from(users).where(lt(users.createdAt, new Date('2025-01-31T22:00:00Z')));
    expect(report.totalUsers).toBe(before?.n);
    expect(report.totalUsers).toBe(3);
    // a and b hold active subscriptions; c's is cancelled (and c is blocked).
    expect(report.activeUsers).toBe(2);
    // Signed up from 2 January (Cairo) on: a and b, not c (December).
    expect(report.newUsers).toBe(2);
    expect(report.series.points.filter((point) => point.value > 0)).toEqual([
      { date: '2025-01-02', value: 1 },
      { date: '2025-01-20', value: 1 },
    ]);
  });

  it('courses: every course, the published ones, the most enrolled in the range; a long range goes by weeks', async () => {
    const { report } = (await expectSuccess(await get('courses', JAN), CoursesReportResponseSchema)).data;
    const [all] = await api.db.select({ n: count() }).from(courses);
    expect(report.totalCourses).toBe(all?.n);
    expect(report.activeCourses).toBe(all?.n);
    expect(report.popularCourses).toEqual([
      { _id: popular.id, title: popular.title, enrollments: 2 },
      { _id: other.id, title: other.title, enrollments: 1 },
    ]);
    const year = (await expectSuccess(await get('courses', { startDate: '2024-06-01', endDate: '2025-05-31' }), CoursesReportResponseSchema)).data.report;
    expect(year.series.interval).toBe('week');
    expect(year.series.points.reduce((sum, point) => sum + point.value, 0)).toBe(3);
  });

  it('covers a range of any length: past a year by month, each month named by its first day in the range', async () => {
    const { report } = (await expectSuccess(await get('revenue', { startDate: '2024-12-15', endDate: '2026-02-10' }), RevenueReportResponseSchema)).data;
    expect(report.series.interval).toBe('month');
    expect(report.series.startDate).toBe('2024-12-15');
    expect(report.series.points).toHaveLength(15);
    expect(report.series.points.slice(0, 3)).toEqual([
      // December's late payment (Cairo 23:30 on the 31st), then January's two days, then February's.
      { date: '2024-12-15', value: 999 },
      { date: '2025-01-01', value: 2850.5 },
      { date: '2025-02-01', value: 450 },
    ]);
    expect(report.series.points.at(-1)?.date).toBe('2026-02-01');
    expect(report.revenue).toBe(report.series.points.reduce((sum, point) => sum + point.value, 0));
  });

  it('without a start date, runs from the first day anyone signed up: all time', async () => {
    const { report } = (await expectSuccess(await get('users', { endDate: '2025-01-31' }), UsersReportResponseSchema)).data;
    // The earliest learner here signed up on 1 December 2024 (Cairo).
    expect(report.series.startDate).toBe('2024-12-01');
    expect(report.series.points.reduce((sum, point) => sum + point.value, 0)).toBe(3);
    const csv = await get('users', { endDate: '2025-01-31', format: 'csv' });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="manara-users-2024-12-01-to-2025-01-31.csv"');
  });

  it('downloads the same figures as CSV, with formula cells neutralised', async () => {
    const revenue = await get('revenue', { ...JAN, format: 'csv' });
    expect(revenue.status).toBe(200);
    expect(revenue.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(revenue.headers.get('content-disposition')).toBe('attachment; filename="manara-revenue-2025-01-01-to-2025-01-31.csv"');
    const bytes = new Uint8Array(await revenue.clone().arrayBuffer());
    // The UTF-8 byte order mark, without which Excel garbles Arabic titles.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await revenue.text()).split('\r\n');
    // A row per day and way of paying, the way named in words.
    expect(lines[0]).toBe('date,method,revenue_egp');
    expect(lines.slice(58, 61)).toEqual(['2025-01-20,Bank card,0.00', '2025-01-20,Mobile wallet,1200.00', '2025-01-20,Cash at a Fawry or Aman kiosk,450.50']);
    expect(lines).toHaveLength(31 * 3 + 2);
    // In Arabic for an admin reading the site in Arabic.
    const arabic = await api.send('GET', `/api/admin/reports/revenue?${new URLSearchParams({ ...JAN, format: 'csv' })}`, { token, headers: { 'Accept-Language': 'ar' } });
    expect((await arabic.text()).split('\r\n')).toContain('2025-01-20,محفظة إلكترونية,1200.00');

    // A course whose title a spreadsheet would run, enrolled in January.
    const title = '=cmd|"/c calc"!A1, and more';
    const [course] = await api.db.insert(courses).values({ title, titleSearch: 'x', category: 'Manara' }).returning({ id: courses.id });
    await api.db.insert(subscriptions).values({ userId: (await api.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? '', courseId: course?.id ?? '', startDate: new Date('2025-01-10T10:00:00Z') });
    const csv = await (await get('courses', { ...JAN, format: 'csv' })).text();
    expect(csv).toContain(`${course?.id},"'=cmd|""/c calc""!A1, and more",1\r\n`);
  });

  it('refuses missing, malformed or reversed date ranges with a 400 that says which; an unknown report is a 404', async () => {
    const bad: Array<Record<string, string>> = [
      {},
      { startDate: '2025-01-01' },
      { startDate: '2025-13-01', endDate: '2025-12-31' },
      { startDate: '2025-02-01', endDate: '2025-01-31' },
      { ...JAN, format: 'xlsx' },
      // Year 0 is a valid ISO date but not a PostgreSQL one: it was a 500 before it was refused here.
      { startDate: '0000-01-01', endDate: '0000-01-01' },
      { startDate: '2100-01-01', endDate: '2100-01-02' },
    ];
    for (const query of bad) {
      expect(await errorCodeOf(await get('revenue', query)), JSON.stringify(query)).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
    expect((await get('revenue', { startDate: '2000-01-01', endDate: '2099-12-31' })).status).toBe(200);
    expect(await errorCodeOf(await get('payments', JAN))).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 401 signed out and 403 to a learner', async () => {
    const learner = await signedUpUser(api);
    expect(await errorCodeOf(await api.send('GET', `/api/admin/reports/revenue?${new URLSearchParams(JAN)}`))).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
    expect(await errorCodeOf(await api.send('GET', `/api/admin/reports/users?${new URLSearchParams(JAN)}`, { token: learner.token }))).toEqual({ status: 403, code: 'ADMIN_ONLY' });
  });
});
