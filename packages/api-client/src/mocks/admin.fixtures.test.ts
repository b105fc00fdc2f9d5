import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import {
  blockUser,
  createCourse,
  deleteCourse,
  deleteLesson,
  downloadReportCsv,
  getReport,
  listAdminCourses,
  listCourseLessons,
  listLessonLengths,
  listPaymentsToRefund,
  markPaymentRefunded,
  measureLesson,
  setCourseStatus,
  updateLesson,
  getAuditLog,
  getDashboardStats,
  listAdminSubscriptions,
  listAdminUsers,
  setSubscriptionStatus,
  setUserRole,
  unblockUser,
} from '../endpoints/admin';
import {
  adminAudit,
  adminCourses,
  adminDashboardStats,
  adminLessonLengths,
  adminLessons,
  adminMarkRefunded,
  adminPaymentsToRefund,
  adminReports,
  adminSubscriptions,
  adminUsersList,
  adminUserWrites,
} from './handlers/admin';
import { serveMocks } from './mockServer.testing';

const { server } = serveMocks(
  adminDashboardStats.default,
  adminUsersList.default,
  ...adminUserWrites.default,
  ...adminSubscriptions.default,
  adminAudit.default,
  ...adminCourses.default,
  ...adminLessons.default,
  adminLessonLengths.default,
  adminReports.default,
  adminPaymentsToRefund.default,
  adminMarkRefunded.default,
);

const client = createApiClient({ baseUrl: 'http://manara.test/api', getToken: () => 'token' });
const fallbackMessage = 'Failed to fetch users';

describe('the admin calls, against the admin mocks', () => {
  it('read the dashboard, a page of users and the audit log as the contract says', async () => {
    expect(await getDashboardStats(client, { fallbackMessage })).toEqual({ totalUsers: 312, totalCourses: 36, totalRevenue: 48_250.5, activeSubscriptions: 187 });
    const third = await listAdminUsers(client, { page: 3, fallbackMessage });
    expect(third.users).toHaveLength(3);
    expect(third.pagination).toMatchObject({ page: 3, totalPages: 3, hasNextPage: false, hasPreviousPage: true });
    expect((await listAdminUsers(client, { page: 1, search: 'nobody', fallbackMessage })).users).toEqual([]);
    const blocked = (await listAdminUsers(client, { page: 1, fallbackMessage })).users.filter((user) => user.isBlocked);
    expect(blocked.every((user) => user.blockReason !== null)).toBe(true);
    const log = await getAuditLog(client, { page: 1, fallbackMessage });
    expect(log.entries.map((entry) => entry.action)).toEqual(['badge.award', 'subscription.status', 'course.update', 'user.block']);
    // Narrowed by action, as the server narrows it.
    expect((await getAuditLog(client, { page: 1, action: 'user.block', fallbackMessage })).entries.map((entry) => entry.objectLabel?.name)).toEqual(['Mona Adel']);
  });

  it('change a role, block with a reason and unblock, each answering the user as changed', async () => {
    const [, , third] = (await listAdminUsers(client, { page: 1, fallbackMessage })).users;
    const userId = third?._id ?? '';
    expect((await setUserRole(client, { userId, role: 'admin', fallbackMessage })).role).toBe('admin');
    expect(await blockUser(client, { userId, reason: 'Spam', fallbackMessage })).toMatchObject({ isBlocked: true, blockReason: 'Spam' });
    expect(await unblockUser(client, { userId, fallbackMessage })).toMatchObject({ isBlocked: false, blockReason: null });
  });

  it("carry the server's words when the last admin would go", async () => {
    server.use(...adminUserWrites.lastAdmin);
    const refused = await setUserRole(client, { userId: 'x', role: 'user', fallbackMessage: 'Failed to update user' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'LAST_ADMIN', status: 409, message: 'The last admin cannot be demoted, blocked or deleted.' });
  });

  it('list the payments to refund, as the contract says, and mark one refunded with its note', async () => {
    const payments = await listPaymentsToRefund(client, { fallbackMessage: 'Failed to fetch payments to refund' });
    expect(payments.map((payment) => [payment.reason, payment.refund === null])).toEqual([
      ['duplicate', true],
      ['blocked', true],
      ['duplicate', false],
    ]);
    const marked = await markPaymentRefunded(client, { paymentId: payments[1]?._id ?? '', note: ' ref R-9 ', fallbackMessage: 'x' });
    expect(marked.refund).toEqual({ refundedAt: '2026-11-14T12:00:00.000Z', note: 'ref R-9' });
  });

  it('list subscriptions and change one, in EGP with the way it was paid, the end date following the status', async () => {
    const { subscriptions } = await listAdminSubscriptions(client, { page: 1, status: 'active', fallbackMessage: 'Failed to fetch subscriptions' });
    expect(subscriptions.map((row) => [row.status, row.amount, row.paymentMethod])).toEqual([
      ['active', 1200, 'CARD'],
      ['active', 450, 'KIOSK'],
      ['cancelled', 0, null],
    ]);
    const cancelled = await setSubscriptionStatus(client, { subscriptionId: subscriptions[0]?._id ?? '', status: 'cancelled', fallbackMessage: 'Failed to update subscription' });
    expect(cancelled).toMatchObject({ status: 'cancelled', endDate: '2026-11-24T10:00:00.000Z', paymentMethod: 'CARD' });
  });

  it('list courses in every status, create one as a draft (with a picture, as multipart), change its status and delete it', async () => {
    const page = await listAdminCourses(client, { page: 2, fallbackMessage });
    expect(page.pagination).toMatchObject({ page: 2, total: 14, hasPreviousPage: true, hasNextPage: false });
    expect(new Set((await listAdminCourses(client, { page: 1, fallbackMessage })).courses.map((course) => course.status))).toEqual(new Set(['published', 'draft', 'archived']));
    const course = { title: 'Essay Clinic', description: 'Drafts read line by line.', category: 'Manara' as const, currentPrice: 450.5 };
    const created = await createCourse(client, { course, image: new File(['x'], 'cover.png', { type: 'image/png' }), fallbackMessage });
    expect(created).toMatchObject({ title: 'Essay Clinic', currentPrice: 450.5, status: 'draft', image: { cardUrl: expect.any(String) } });
    expect((await setCourseStatus(client, { courseId: created._id, status: 'archived', fallbackMessage })).status).toBe('archived');
    expect(await deleteCourse(client, { courseId: created._id, fallbackMessage })).toBe(created._id);
    server.use(...adminCourses.hasLearners);
    await expect(deleteCourse(client, { courseId: created._id, fallbackMessage })).rejects.toMatchObject({ code: 'COURSE_HAS_LEARNERS', status: 409 });
  });

  it("read a course's lessons with every video, edit and delete one", async () => {
    const lessons = await listCourseLessons(client, { courseId: 'c', fallbackMessage });
    expect(lessons.every((lesson) => lesson.videoUrl !== undefined)).toBe(true);
    expect(new Set(lessons.map((lesson) => lesson.section)).size).toBeGreaterThan(1);
    const lesson = { title: 'Why panels ask', description: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: 5, order: 1 };
    expect(await updateLesson(client, { lessonId: 'lesson-2', lesson, fallbackMessage })).toMatchObject({ _id: 'lesson-2', title: 'Why panels ask' });
    expect(await deleteLesson(client, { lessonId: 'lesson-2', fallbackMessage })).toBe('lesson-2');
    expect(await measureLesson(client, { lessonId: 'lesson-2', durationSeconds: 212.5, fallbackMessage })).toMatchObject({ _id: 'lesson-2', durationSeconds: 212.5, lengthFlagged: false });
  });

  it('read the lessons to measure and the disputed ones, each with its course', async () => {
    expect(await listLessonLengths(client, { fallbackMessage })).toEqual({ unmeasured: [], flagged: [] });
    server.use(adminLessonLengths.some);
    const { unmeasured, flagged } = await listLessonLengths(client, { fallbackMessage });
    expect(unmeasured.map((item) => [item.title, item.durationSeconds])).toContainEqual(['Finding scholarships', null]);
    expect(flagged.map((item) => [item.courseTitle, item.durationSeconds, item.reportedSeconds])).toContainEqual(['Build Your Global Profile', 720, 95]);
  });

  it('answer each report in its shape, and the CSV as a named file', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-14', fallbackMessage };
    const revenue = await getReport(client, { type: 'revenue', ...range });
    expect(revenue.revenue).toBe(revenue.series.points.reduce((sum, point) => sum + point.value, 0));
    expect(revenue.byMethod.map((row) => row.method)).toEqual(['CARD', 'WALLET', 'KIOSK']);
    expect(revenue.byMethod.reduce((sum, row) => sum + row.revenue, 0)).toBe(revenue.revenue);
    expect(await getReport(client, { type: 'users', ...range })).toMatchObject({ totalUsers: 312, activeUsers: 187, newUsers: 64 });
    expect((await getReport(client, { type: 'courses', ...range })).popularCourses).toHaveLength(3);
    const file = await downloadReportCsv(client, { type: 'revenue', ...range });
    expect(file.fileName).toBe('manara-revenue-2026-11-01-to-2026-11-14.csv');
    expect((await file.blob.text()).split('\r\n').slice(0, 4)).toEqual(['date,method,revenue_egp', '2026-11-01,Bank card,1200.00', '2026-11-01,Mobile wallet,0.00', '2026-11-01,Cash at a Fawry or Aman kiosk,0.00']);
  });
});
