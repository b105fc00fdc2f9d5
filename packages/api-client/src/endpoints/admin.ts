import type * as v from 'valibot';
import type { ApiClient } from '../client';
import type { CourseFormBody, InstructorFormBody, LessonFormBody, UserStatusBody } from '../schemas/admin-requests';
import type { CourseStatus } from '../schemas/courses';
import {
  AdminCertificateRevocationResponseSchema,
  AdminCourseResponseSchema,
  AdminCoursesResponseSchema,
  AdminInstructorResponseSchema,
  AdminInstructorsResponseSchema,
  AdminLessonResponseSchema,
  AdminSubscriptionResponseSchema,
  AdminSubscriptionsResponseSchema,
  AdminUsersResponseSchema,
  AuditLogResponseSchema,
  DuplicatePaymentsResponseSchema,
  PaymentToRefundResponseSchema,
  CoursesReportResponseSchema,
  DashboardStatsResponseSchema,
  DeletedCourseResponseSchema,
  DeletedLessonResponseSchema,
  DeletedLessonFileResponseSchema,
  LessonFileResponseSchema,
  DeletedUserResponseSchema,
  LessonLengthsResponseSchema,
  RevenueReportResponseSchema,
  UsersReportResponseSchema,
  type AuditAction,
} from '../schemas/admin';
import type { SubscriptionStatus } from '../schemas/payments';
import { LessonsResponseSchema } from '../schemas/lessons';
import { UserResponseSchema, type UserRole } from '../schemas/users';
import { multipart, path, requestData, type Call } from './call';

/* The admin back office's calls (docs/product/admin.md#api-calls). */

const user = (userId: string) => path`/admin/users/${userId}`;

/** The dashboard's four figures. */
export async function getDashboardStats(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/admin/dashboard/stats', schema: DashboardStatsResponseSchema, ...call })).stats;
}

/** A page of users (10), newest first, found by name or e-mail when `search` is given. */
export async function listAdminUsers(client: ApiClient, { page, search, ...call }: Call & { page: number; search?: string }) {
  return requestData(client, { path: '/admin/users', query: { page, search: search === '' ? undefined : search }, schema: AdminUsersResponseSchema, ...call });
}

/** Makes the user a learner or an admin; answers the user as changed. */
export async function setUserRole(client: ApiClient, { userId, role, ...call }: Call & { userId: string; role: UserRole }) {
  return (await requestData(client, { path: user(userId), method: 'PATCH', body: { role }, schema: UserResponseSchema, ...call })).user;
}

/** Blocks the user, with the reason they will read (optional). */
export async function blockUser(client: ApiClient, { userId, reason, ...call }: Call & { userId: string; reason?: string }) {
  return (await requestData(client, { path: `${user(userId)}/block`, method: 'PATCH', body: reason === undefined ? {} : { reason }, schema: UserResponseSchema, ...call })).user;
}

export async function unblockUser(client: ApiClient, { userId, ...call }: Call & { userId: string }) {
  return (await requestData(client, { path: `${user(userId)}/unblock`, method: 'PATCH', schema: UserResponseSchema, ...call })).user;
}

/** The same as block (with its optional reason) and unblock, named by the status it leads to. */
export async function setUserStatus(client: ApiClient, { userId, change, ...call }: Call & { userId: string; change: UserStatusBody }) {
  return (await requestData(client, { path: `${user(userId)}/status`, method: 'PATCH', body: change, schema: UserResponseSchema, ...call })).user;
}

/** Deletes the account: the person's data goes, their payments stay (decision 046). */
export async function deleteUser(client: ApiClient, { userId, ...call }: Call & { userId: string }) {
  return (await requestData(client, { path: user(userId), method: 'DELETE', schema: DeletedUserResponseSchema, ...call })).userId;
}

/** A page of the audit log, newest first (20 a page unless `pageSize` says, up to 100), narrowed by action or object when asked. */
export async function getAuditLog(
  client: ApiClient,
  { page, pageSize, action, objectId, ...call }: Call & { page: number; pageSize?: number; action?: AuditAction; objectId?: string },
) {
  return requestData(client, { path: '/admin/audit', query: { page, pageSize, action, objectId }, schema: AuditLogResponseSchema, ...call });
}

/** A page of subscriptions (10), newest first, by learner or course and by status. */
export async function listAdminSubscriptions(
  client: ApiClient,
  { page, search, status, ...call }: Call & { page: number; search?: string; status?: SubscriptionStatus },
) {
  return requestData(client, { path: '/admin/subscriptions', query: { page, search: search === '' ? undefined : search, status }, schema: AdminSubscriptionsResponseSchema, ...call });
}

/** Moves a subscription to `status`; cancelling or expiring ends access at once. */
export async function setSubscriptionStatus(client: ApiClient, { subscriptionId, status, ...call }: Call & { subscriptionId: string; status: SubscriptionStatus }) {
  return (await requestData(client, { path: path`/admin/subscriptions/${subscriptionId}`, method: 'PATCH', body: { status }, schema: AdminSubscriptionResponseSchema, ...call })).subscription;
}

const REPORT_SCHEMAS = { revenue: RevenueReportResponseSchema, users: UsersReportResponseSchema, courses: CoursesReportResponseSchema } as const;

/** A report over Cairo days from `startDate` to `endDate` (`YYYY-MM-DD`, both included). */
export async function getReport<TType extends keyof typeof REPORT_SCHEMAS>(
  client: ApiClient,
  { type, startDate, endDate, ...call }: Call & { type: TType; startDate?: string; endDate: string },
): Promise<v.InferOutput<(typeof REPORT_SCHEMAS)[TType]>['data']['report']> {
  const schema: v.GenericSchema<unknown, v.InferOutput<(typeof REPORT_SCHEMAS)[TType]>> = REPORT_SCHEMAS[type];
  return (await requestData(client, { path: `/admin/reports/${type}`, query: { startDate, endDate }, schema, ...call })).report;
}

/** Every lesson of a course in any status, each with its video, as the lesson manager reads them (`GET /courses/{id}/lessons`). */
export async function listCourseLessons(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return (await requestData(client, { path: path`/courses/${courseId}/lessons`, schema: LessonsResponseSchema, ...call })).lessons;
}

/** Lessons never measured, and lessons whose measured length a learner's player disputed (decision 060). */
export async function listLessonLengths(client: ApiClient, call: Call) {
  return requestData(client, { path: '/admin/lessons/lengths', schema: LessonLengthsResponseSchema, ...call });
}

/** Saves a lesson's length as the admin's browser measured it; answers the lesson. */
export async function measureLesson(client: ApiClient, { lessonId, durationSeconds, ...call }: Call & { lessonId: string; durationSeconds: number }) {
  return (await requestData(client, { path: path`/admin/lessons/${lessonId}/length`, method: 'PUT', body: { durationSeconds }, schema: AdminLessonResponseSchema, ...call })).lesson;
}

/** Adds a lesson to the course; answers it as saved (its video as the watch link). */
export async function createLesson(client: ApiClient, { courseId, lesson, ...call }: Call & { courseId: string; lesson: LessonFormBody }) {
  return (await requestData(client, { path: path`/admin/courses/${courseId}/lessons`, method: 'POST', body: lesson, schema: AdminLessonResponseSchema, ...call })).lesson;
}

export async function updateLesson(client: ApiClient, { lessonId, lesson, ...call }: Call & { lessonId: string; lesson: LessonFormBody }) {
  return (await requestData(client, { path: path`/admin/lessons/${lessonId}`, method: 'PUT', body: lesson, schema: AdminLessonResponseSchema, ...call })).lesson;
}

export async function deleteLesson(client: ApiClient, { lessonId, ...call }: Call & { lessonId: string }) {
  return (await requestData(client, { path: path`/admin/lessons/${lessonId}`, method: 'DELETE', schema: DeletedLessonResponseSchema, ...call })).lessonId;
}

/** Attaches a PDF to the lesson under the name learners see (docs/product/admin.md#lesson-files). */
export async function uploadLessonFile(client: ApiClient, { lessonId, file, name, ...call }: Call & { lessonId: string; file: Blob; name: string }) {
  const body = multipart({ name }, { file });
  return (await requestData(client, { path: path`/admin/lessons/${lessonId}/files`, method: 'POST', body, schema: LessonFileResponseSchema, ...call })).file;
}

/** Removes a PDF from its lesson. */
export async function deleteLessonFile(client: ApiClient, { lessonId, fileId, ...call }: Call & { lessonId: string; fileId: string }) {
  return (await requestData(client, { path: path`/admin/lessons/${lessonId}/files/${fileId}`, method: 'DELETE', schema: DeletedLessonFileResponseSchema, ...call })).fileId;
}

/** A page of courses (10) in every status, newest first, found by title when `search` is given. */
export async function listAdminCourses(client: ApiClient, { page, search, ...call }: Call & { page: number; search?: string }) {
  return requestData(client, { path: '/admin/courses', query: { page, search: search === '' ? undefined : search }, schema: AdminCoursesResponseSchema, ...call });
}

const coursePath = (courseId: string) => path`/admin/courses/${courseId}`;

/** A new course (a draft until published); answers it as saved. */
export async function createCourse(client: ApiClient, { course, image, ...call }: Call & { course: CourseFormBody; image?: File }) {
  return (await requestData(client, { path: '/admin/courses', method: 'POST', body: image ? multipart(course, { image }) : course, schema: AdminCourseResponseSchema, ...call })).course;
}

export async function updateCourse(client: ApiClient, { courseId, course, image, ...call }: Call & { courseId: string; course: CourseFormBody; image?: File }) {
  return (await requestData(client, { path: coursePath(courseId), method: 'PATCH', body: image ? multipart(course, { image }) : course, schema: AdminCourseResponseSchema, ...call })).course;
}

/** Every instructor, by name, for the course form to choose from. */
export async function listInstructors(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/admin/instructors', schema: AdminInstructorsResponseSchema, ...call })).instructors;
}

/** A new instructor; as multipart when a photo was chosen. */
export async function createInstructor(client: ApiClient, { instructor, photo, ...call }: Call & { instructor: InstructorFormBody; photo?: File }) {
  const body = photo ? multipart(instructor, { photo }) : instructor;
  return (await requestData(client, { path: '/admin/instructors', method: 'POST', body, schema: AdminInstructorResponseSchema, ...call })).instructor;
}

/** Moves the course between draft, published and archived. */
export async function setCourseStatus(client: ApiClient, { courseId, status, ...call }: Call & { courseId: string; status: CourseStatus }) {
  return (await requestData(client, { path: `${coursePath(courseId)}/status`, method: 'PATCH', body: { status }, schema: AdminCourseResponseSchema, ...call })).course;
}

/** Deletes a course nobody holds (a 409 otherwise). */
export async function deleteCourse(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return (await requestData(client, { path: coursePath(courseId), method: 'DELETE', schema: DeletedCourseResponseSchema, ...call })).courseId;
}

/** The same report as CSV, as a file to save (`manara-{type}-{start}-to-{end}.csv`). */
export function downloadReportCsv(
  client: ApiClient,
  { type, startDate, endDate, ...call }: Call & { type: keyof typeof REPORT_SCHEMAS; startDate?: string; endDate: string },
) {
  return client.download({ path: `/admin/reports/${type}`, query: { startDate, endDate, format: 'csv' }, ...call });
}

/** `POST /admin/certificates/{id}/revoke`: the certificate no longer stands, for `reason` (docs/product/learning.md#revocation). */
export async function revokeCertificate(client: ApiClient, { certificateId, reason, ...call }: Call & { certificateId: string; reason: string }) {
  return (await requestData(client, { path: path`/admin/certificates/${certificateId}/revoke`, method: 'POST', body: { reason }, schema: AdminCertificateRevocationResponseSchema, ...call })).revocation;
}

/** `GET /admin/payments/duplicates`: every payment to refund, refunded or not, newest first (docs/product/admin.md#refunds). */
export async function listPaymentsToRefund(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/admin/payments/duplicates', schema: DuplicatePaymentsResponseSchema, ...call })).payments;
}

/** `POST /admin/payments/{id}/refunded`: the money went back at the provider, said once, with a note. */
export async function markPaymentRefunded(client: ApiClient, { paymentId, note, ...call }: Call & { paymentId: string; note: string }) {
  return (await requestData(client, { path: path`/admin/payments/${paymentId}/refunded`, method: 'POST', body: { note }, schema: PaymentToRefundResponseSchema, ...call })).payment;
}
