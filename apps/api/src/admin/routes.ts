import {
  AdminApplicationsQuerySchema,
  AdminSubscriptionsQuerySchema,
  ReviewApplicationBodySchema,
  RevokeCertificateBodySchema,
  type AdminCertificateRevocationResponseSchema,
  type AdminApplicationsResponseSchema,
  type ApplicationResponseSchema,
  AdminListQuerySchema,
  AuditQuerySchema,
  BlockUserBodySchema,
  CourseFormBodySchema,
  CourseStatusBodySchema,
  InstructorFormBodySchema,
  type AdminInstructorResponseSchema,
  type AdminInstructorsResponseSchema,
  LessonFormBodySchema,
  LessonLengthBodySchema,
  MarkRefundedBodySchema,
  REPORT_TYPES,
  ReportQuerySchema,
  SubscriptionStatusBodySchema,
  UserRoleBodySchema,
  UserStatusBodySchema,
  type DeletedUserResponseSchema,
  type AdminCourseResponseSchema,
  type AdminCoursesResponseSchema,
  type DeletedCourseResponseSchema,
  type AdminLessonResponseSchema,
  type AdminSubscriptionResponseSchema,
  type DeletedLessonResponseSchema,
  type LessonLengthsResponseSchema,
  type LessonFileResponseSchema,
  type DeletedLessonFileResponseSchema,
  type AdminSubscriptionsResponseSchema,
  type AdminUsersResponseSchema,
  type CoursesReportResponseSchema,
  type RevenueReportResponseSchema,
  type UsersReportResponseSchema,
  type AuditLogResponseSchema,
  type DashboardStatsResponseSchema,
  type DuplicatePaymentsResponseSchema,
  type PaymentToRefundResponseSchema,
  type UserResponseSchema,
} from '@manara/api-client/schemas';
import { absoluteUrl, sitePaths } from '@manara/api-client/paths';
import { Hono, type Context } from 'hono';
import { APPLICATIONS_PAGE_SIZE, applicationById, listApplications, toApplication } from '../programs/queries';
import { review } from './applications';
import { applicationReviewedMail } from '../mail/programmes';
import { paginate } from '../http/pagination';
import { readerLanguage } from '../http/reader-language';
import type { SessionDeps } from '../auth/session-deps';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../uploads/storage';
import { httpError, type ResponseBody, success } from '../http/responses';
import { isUuid, parseRequest, readJsonObject } from '../http/validate';
import { listDuplicatePayments, toDuplicatePaymentResponse } from '../payments/queries';
import { requireAdmin, requireUser, type SessionEnv } from '../auth/require-user';
import { toUserWithCourses } from '../users/queries';
import { listAudit, toAuditEntry } from '../db/audit';
import { revokeCertificate } from './certificates';
import { createCourse, deleteCourse, setCourseStatus, updateCourse } from './courses';
import { deleteCourseImage, readCourseForm, storeCourseImage, type StoredCourseImage } from './course-image';
import { dashboardStats } from './dashboard';
import { createInstructor, listInstructors, readInstructorForm, storeInstructorPhoto, toAdminInstructor } from './instructors';
import { createLesson, deleteLesson, lessonLengths, measureLesson, updateLesson } from './lessons';
import { findAdminCoursesPage, toCourse, toLesson, toLessonFile } from '../courses/queries';
import { attachLessonFile, detachLessonFile, readLessonFileForm } from './lesson-files';
import { markRefunded } from './refunds';
import { report, reportCsv } from './reports';
import { listSubscriptions, setSubscriptionStatus, toAdminSubscription } from './subscriptions';
import { ADMIN_PAGE_SIZE, block, deleteUser, listUsers, setRole, setStatus, unblock } from './users';

/** `/api/admin/...`: every route here is for signed-in admins only; the rest get 401 or 403 (docs/product/admin.md). */
/** What the back office uses of the API's dependencies. */
export interface AdminDeps extends SessionDeps {
  users: { now: () => Date; photoStorage: FileStorage; mailer: Mailer; publicUrl: () => string };
  reportError: (error: unknown) => void;
}

export function adminRoutes(deps: AdminDeps) {
  const { db } = deps;
  const now = () => deps.users.now();
  // Course pictures and lessons' PDFs live beside profile photos, in the one storage the site is configured with.
  const imageStorage = deps.users.photoStorage;

  /** The form, checked, and the chosen picture, checked and re-encoded, before anything is stored. */
  const readCourseFormAndImage = async (c: Context<SessionEnv>) => {
    const { fields, image } = await readCourseForm(c);
    const form = parseRequest(CourseFormBodySchema, fields);
    return { form, image };
  };
  /** Stores the picture (if any), runs `save` with it, and removes the picture again if saving fails. */
  const withStoredImage = async <T,>(image: File | undefined, save: (stored: StoredCourseImage | undefined) => Promise<T>): Promise<T> => {
    const stored = image ? await storeCourseImage(imageStorage, image) : undefined;
    try {
      return await save(stored);
    } catch (error) {
      if (stored) await deleteCourseImage(imageStorage, stored.key).catch(deps.reportError);
      throw error;
    }
  };
  return (
    new Hono<SessionEnv>()
      .use(requireUser(deps), requireAdmin())
      .get('/dashboard/stats', async (c) => {
        const body: ResponseBody<typeof DashboardStatsResponseSchema> = success({ stats: await dashboardStats(db) });
        return c.json(body);
      })

      .get('/users', async (c) => {
        const { page, search } = parseRequest(AdminListQuerySchema, c.req.query());
        const { rows, total } = await listUsers(db, { page, search });
        const body: ResponseBody<typeof AdminUsersResponseSchema> = success({
          users: await Promise.all(rows.map((row) => toUserWithCourses(db, row))),
          pagination: paginate({ page, pageSize: ADMIN_PAGE_SIZE, total }),
        });
        return c.json(body);
      })
      .patch('/users/:id', async (c) => {
        const { role } = parseRequest(UserRoleBodySchema, await readJsonObject(c));
        const user = await setRole(db, c.var.user, c.req.param('id'), role);
        const body: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, user) });
        return c.json(body);
      })
      .patch('/users/:id/block', async (c) => {
        const { reason } = parseRequest(BlockUserBodySchema, await readJsonObject(c));
        const user = await block(db, c.var.user, c.req.param('id'), { reason, now: now() });
        const body: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, user) });
        return c.json(body);
      })
      .patch('/users/:id/unblock', async (c) => {
        const user = await unblock(db, c.var.user, c.req.param('id'), { now: now() });
        const body: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, user) });
        return c.json(body);
      })
      .patch('/users/:id/status', async (c) => {
        const change = parseRequest(UserStatusBodySchema, await readJsonObject(c));
        const user = await setStatus(db, c.var.user, c.req.param('id'), change, now());
        const body: ResponseBody<typeof UserResponseSchema> = success({ user: await toUserWithCourses(db, user) });
        return c.json(body);
      })
      .delete('/users/:id', async (c) => {
        const photoKey = await deleteUser(db, c.var.user, c.req.param('id'), { now: now() });
        if (photoKey) await imageStorage.delete(photoKey).catch(deps.reportError);
        const body: ResponseBody<typeof DeletedUserResponseSchema> = success({ userId: c.req.param('id') });
        return c.json(body);
      })

      // A certificate that should not stand: its credential reads revoked from now on (docs/product/learning.md#revocation).
      .post('/certificates/:id/revoke', async (c) => {
        const { reason } = parseRequest(RevokeCertificateBodySchema, await readJsonObject(c));
        const revocation = await revokeCertificate(db, c.var.user, c.req.param('id'), { reason, now: now() });
        const body: ResponseBody<typeof AdminCertificateRevocationResponseSchema> = success({
          revocation: { certificateId: revocation.certificateId, reason, revokedAt: revocation.revokedAt.toISOString() },
        });
        return c.json(body);
      })

      .get('/courses', async (c) => {
        const { page, search } = parseRequest(AdminListQuerySchema, c.req.query());
        const { rows, total } = await findAdminCoursesPage(db, { text: search, page, pageSize: ADMIN_PAGE_SIZE });
        const body: ResponseBody<typeof AdminCoursesResponseSchema> = success({
          courses: rows.map((row) => toCourse(row)),
          pagination: paginate({ page, pageSize: ADMIN_PAGE_SIZE, total }),
        });
        return c.json(body);
      })
      .post('/courses', async (c) => {
        const { form, image } = await readCourseFormAndImage(c);
        const course = await withStoredImage(image, (stored) => createCourse(db, c.var.user, form, stored));
        const body: ResponseBody<typeof AdminCourseResponseSchema> = success({ course: toCourse(course) });
        return c.json(body, 201);
      })
      .patch('/courses/:id', async (c) => {
        const { form, image } = await readCourseFormAndImage(c);
        const { course, replacedImageKey } = await withStoredImage(image, (stored) => updateCourse(db, c.var.user, c.req.param('id'), form, stored));
        // After the commit: until then the old picture is still the one every answer points at.
        if (replacedImageKey) await deleteCourseImage(imageStorage, replacedImageKey).catch(deps.reportError);
        const body: ResponseBody<typeof AdminCourseResponseSchema> = success({ course: toCourse(course) });
        return c.json(body);
      })
      .patch('/courses/:id/status', async (c) => {
        const { status } = parseRequest(CourseStatusBodySchema, await readJsonObject(c));
        const body: ResponseBody<typeof AdminCourseResponseSchema> = success({ course: toCourse(await setCourseStatus(db, c.var.user, c.req.param('id'), status)) });
        return c.json(body);
      })
      .delete('/courses/:id', async (c) => {
        const imageKey = await deleteCourse(db, c.var.user, c.req.param('id'));
        if (imageKey) await deleteCourseImage(imageStorage, imageKey).catch(deps.reportError);
        const body: ResponseBody<typeof DeletedCourseResponseSchema> = success({ courseId: c.req.param('id') });
        return c.json(body);
      })
      // Who teaches a course, as its page shows them (decision 079): chosen from the list, or added.
      .get('/instructors', async (c) => {
        const body: ResponseBody<typeof AdminInstructorsResponseSchema> = success({ instructors: (await listInstructors(db)).map(toAdminInstructor) });
        return c.json(body);
      })
      .post('/instructors', async (c) => {
        const { fields, photo } = await readInstructorForm(c);
        const form = parseRequest(InstructorFormBodySchema, fields);
        const stored = photo ? await storeInstructorPhoto(imageStorage, photo) : undefined;
        try {
          const row = await createInstructor(db, c.var.user, form, stored?.url);
          const body: ResponseBody<typeof AdminInstructorResponseSchema> = success({ instructor: toAdminInstructor(row) });
          return c.json(body, 201);
        } catch (error) {
          if (stored) await imageStorage.delete(stored.key).catch(deps.reportError);
          throw error;
        }
      })
      .post('/courses/:id/lessons', async (c) => {
        const form = parseRequest(LessonFormBodySchema, await readJsonObject(c));
        const row = await createLesson(db, c.var.user, c.req.param('id'), form);
        const body: ResponseBody<typeof AdminLessonResponseSchema> = success({ lesson: toLesson(row, { withPrivateVideos: true, forAdmin: true }) });
        return c.json(body, 201);
      })
      .put('/lessons/:id', async (c) => {
        const form = parseRequest(LessonFormBodySchema, await readJsonObject(c));
        const row = await updateLesson(db, c.var.user, c.req.param('id'), form);
        const body: ResponseBody<typeof AdminLessonResponseSchema> = success({ lesson: toLesson(row, { withPrivateVideos: true, forAdmin: true }) });
        return c.json(body);
      })
      // Lengths measured in the admin's browser (decision 060): the lessons to measure or check, and one measured.
      .get('/lessons/lengths', async (c) => {
        const body: ResponseBody<typeof LessonLengthsResponseSchema> = success(await lessonLengths(db));
        return c.json(body);
      })
      .put('/lessons/:id/length', async (c) => {
        const { durationSeconds } = parseRequest(LessonLengthBodySchema, await readJsonObject(c));
        const row = await measureLesson(db, c.var.user, c.req.param('id'), durationSeconds);
        const body: ResponseBody<typeof AdminLessonResponseSchema> = success({ lesson: toLesson(row, { withPrivateVideos: true, forAdmin: true }) });
        return c.json(body);
      })
      // A lesson's PDFs (docs/product/admin.md#lesson-files): checked by their first bytes, kept in the one storage.
      .post('/lessons/:id/files', async (c) => {
        const form = await readLessonFileForm(c);
        const row = await attachLessonFile(db, imageStorage, c.var.user, c.req.param('id'), form);
        const body: ResponseBody<typeof LessonFileResponseSchema> = success({ file: toLessonFile(row) });
        return c.json(body, 201);
      })
      .delete('/lessons/:id/files/:fileId', async (c) => {
        const key = await detachLessonFile(db, c.var.user, { lessonId: c.req.param('id'), fileId: c.req.param('fileId') });
        // After the commit; a failure leaves a file the ledger's sweep finds.
        await imageStorage.delete(key).catch(deps.reportError);
        const body: ResponseBody<typeof DeletedLessonFileResponseSchema> = success({ fileId: c.req.param('fileId') });
        return c.json(body);
      })
      .delete('/lessons/:id', async (c) => {
        await deleteLesson(db, c.var.user, c.req.param('id'));
        const body: ResponseBody<typeof DeletedLessonResponseSchema> = success({ lessonId: c.req.param('id') });
        return c.json(body);
      })

      .get('/subscriptions', async (c) => {
        const query = parseRequest(AdminSubscriptionsQuerySchema, c.req.query());
        const { rows, total } = await listSubscriptions(db, query);
        const body: ResponseBody<typeof AdminSubscriptionsResponseSchema> = success({
          subscriptions: rows.map(toAdminSubscription),
          pagination: paginate({ page: query.page, pageSize: ADMIN_PAGE_SIZE, total }),
        });
        return c.json(body);
      })
      .patch('/subscriptions/:id', async (c) => {
        const { status } = parseRequest(SubscriptionStatusBodySchema, await readJsonObject(c));
        const row = await setSubscriptionStatus(db, c.var.user, c.req.param('id'), { status, now: now() });
        const body: ResponseBody<typeof AdminSubscriptionResponseSchema> = success({ subscription: toAdminSubscription(row) });
        return c.json(body);
      })

      // One route per report, so an unknown type is the API's plain 404.
      .get(`/reports/:type{${REPORT_TYPES.join('|')}}`, async (c: Context<SessionEnv>) => {
        const type = REPORT_TYPES.find((name) => name === c.req.param('type')) ?? 'revenue';
        const query = parseRequest(ReportQuerySchema, c.req.query());
        if (query.format === 'csv') {
          const { fileName, csv } = await reportCsv(db, type, query, readerLanguage(c));
          return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` });
        }
        if (type === 'revenue') {
          const body: ResponseBody<typeof RevenueReportResponseSchema> = success({ report: await report(db, 'revenue', query) });
          return c.json(body);
        }
        if (type === 'users') {
          const body: ResponseBody<typeof UsersReportResponseSchema> = success({ report: await report(db, 'users', query) });
          return c.json(body);
        }
        const body: ResponseBody<typeof CoursesReportResponseSchema> = success({ report: await report(db, 'courses', query) });
        return c.json(body);
      })

      .get('/audit', async (c) => {
        const filter = parseRequest(AuditQuerySchema, c.req.query());
        const { rows, total } = await listAudit(db, filter);
        const body: ResponseBody<typeof AuditLogResponseSchema> = success({
          entries: rows.map(toAuditEntry),
          pagination: paginate({ page: filter.page, pageSize: filter.pageSize, total }),
        });
        return c.json(body);
      })

      .get('/applications', async (c) => {
        const query = parseRequest(AdminApplicationsQuerySchema, c.req.query());
        const { rows, total } = await listApplications(db, query);
        const body: ResponseBody<typeof AdminApplicationsResponseSchema> = success({
          applications: rows.map((row) => toApplication(row.application, row.applicant)),
          pagination: paginate({ page: query.page, pageSize: APPLICATIONS_PAGE_SIZE, total }),
        });
        return c.json(body);
      })
      .get('/applications/:id', async (c) => {
        const { application, applicant } = await applicationById(db, c.req.param('id'));
        const body: ResponseBody<typeof ApplicationResponseSchema> = success({ application: toApplication(application, applicant) });
        return c.json(body);
      })
      .patch('/applications/:id', async (c) => {
        const { status, note } = parseRequest(ReviewApplicationBodySchema, await readJsonObject(c));
        const { application, applicant } = await review(db, c.var.user, c.req.param('id'), { status, note, now: now() });
        // After the commit, not awaited: the applicant hears the decision by e-mail.
        deps.users.mailer
          .sendNotice(
            applicationReviewedMail({
              to: applicant.email,
              firstName: applicant.firstName,
              program: application.program,
              status,
              note,
              link: absoluteUrl(deps.users.publicUrl(), sitePaths.myApplications()),
            }),
          )
          .catch(deps.reportError);
        const body: ResponseBody<typeof ApplicationResponseSchema> = success({ application: toApplication(application, applicant) });
        return c.json(body);
      })

      // Money taken that granted nothing, to refund with the provider (decisions 028, 064), refunded or not.
      .get('/payments/duplicates', async (c) => {
        const body: ResponseBody<typeof DuplicatePaymentsResponseSchema> = success({
          payments: (await listDuplicatePayments(db)).map(toDuplicatePaymentResponse),
        });
        return c.json(body);
      })
      // The money went back at the provider: marked once, with a note, audited (decision 075).
      .post('/payments/:id/refunded', async (c) => {
        const { note } = parseRequest(MarkRefundedBodySchema, await readJsonObject(c));
        const id = c.req.param('id');
        if (!isUuid(id)) throw httpError('PAYMENT_NOT_FOUND');
        const payment = await markRefunded(db, c.var.user, id, { note, now: now() });
        const body: ResponseBody<typeof PaymentToRefundResponseSchema> = success({ payment: toDuplicatePaymentResponse(payment) });
        return c.json(body);
      })
  );
}
