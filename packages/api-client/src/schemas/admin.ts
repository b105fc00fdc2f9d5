import * as v from 'valibot';
import { PaginationSchema, successEnvelope } from './common';
import { CourseSchema, InstructorSchema, LessonFileSchema, LessonSchema } from './courses';
import { PAYMENT_METHODS, REFUND_REASONS, SUBSCRIPTION_STATUSES } from './payments';
import { UserSchema } from './users';

/* The admin back office's answers (docs/product/admin.md). */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /admin/dashboard/stats`: the four cards. Revenue is the settled payments' sum in EGP, to two decimals. */
export const DashboardStatsSchema = v.object({
  totalUsers: Count,
  totalCourses: Count,
  totalRevenue: v.pipe(v.number(), v.minValue(0)),
  activeSubscriptions: Count,
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = successEnvelope(v.object({ stats: DashboardStatsSchema }));

/** `GET /admin/users`: a page of users, newest first, and where it is among the pages. */
export const AdminUsersResponseSchema = successEnvelope(v.object({ users: v.array(UserSchema), pagination: PaginationSchema }));

/** `GET /admin/courses`: a page of courses in every status, newest first, with their lesson totals. */
export const AdminCoursesResponseSchema = successEnvelope(v.object({ courses: v.array(CourseSchema), pagination: PaginationSchema }));

/**
 * A subscription as the admin's table reads it: who, which course, when, how much (EGP), how it was paid, its
 * status. `paymentMethod` is null when no payment stands behind it (a free enrolment).
 */
export const AdminSubscriptionSchema = v.object({
  _id: v.string(),
  user: v.object({ _id: v.string(), firstName: v.string(), lastName: v.string(), email: v.string() }),
  course: v.object({ _id: v.string(), title: v.string() }),
  startDate: v.pipe(v.string(), v.isoTimestamp()),
  endDate: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  amount: v.pipe(v.number(), v.minValue(0)),
  paymentMethod: v.nullable(v.picklist(PAYMENT_METHODS)),
  status: v.picklist(SUBSCRIPTION_STATUSES),
});
export type AdminSubscription = v.InferOutput<typeof AdminSubscriptionSchema>;

/** `GET /admin/subscriptions`: a page, newest first. */
export const AdminSubscriptionsResponseSchema = successEnvelope(
  v.object({ subscriptions: v.array(AdminSubscriptionSchema), pagination: PaginationSchema }),
);
/** `PATCH /admin/subscriptions/{id}`: the subscription as changed. */
export const AdminSubscriptionResponseSchema = successEnvelope(v.object({ subscription: AdminSubscriptionSchema }));

/** What an admin did, as the audit log records it. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.block',
  'user.unblock',
  'user.delete',
  'subscription.status',
  'course.create',
  'course.update',
  'course.status',
  'course.delete',
  'lesson.create',
  'lesson.update',
  'lesson.delete',
  'application.review',
  'certificate.revoke',
  'payment.refund',
  'instructor.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_OBJECT_TYPES = ['user', 'subscription', 'course', 'lesson', 'application', 'certificate', 'payment', 'instructor'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/**
 * What an entry acted on, named as it was when the entry was written (decision 078): a user's name and e-mail, a
 * course's title, a lesson's title and its course, the learner and course of a subscription, payment or
 * certificate, an application's applicant and their e-mail.
 */
export const AuditObjectLabelSchema = v.object({ name: v.string(), detail: v.nullable(v.string()) });
export type AuditObjectLabel = v.InferOutput<typeof AuditObjectLabelSchema>;

/**
 * One admin write: who, what, on which object, the changed fields before and after, when. The action and object
 * type are plain strings here: a screen older than a new action still shows its entries.
 */
export const AuditEntrySchema = v.object({
  _id: v.string(),
  /** Null once the admin's account is deleted; `actorEmail` still says who it was. */
  actorId: v.nullable(v.string()),
  actorEmail: v.string(),
  action: v.string(),
  objectType: v.string(),
  objectId: v.string(),
  /** Null when nothing names the object any more (an entry older than labels, on something since deleted). */
  objectLabel: v.nullable(AuditObjectLabelSchema),
  before: v.record(v.string(), v.unknown()),
  after: v.record(v.string(), v.unknown()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** `GET /admin/audit`: a page of the log, newest first. */
export const AuditLogResponseSchema = successEnvelope(v.object({ entries: v.array(AuditEntrySchema), pagination: PaginationSchema }));

/** The three reports (docs/product/admin.md#reports). */
export const REPORT_TYPES = ['revenue', 'users', 'courses'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * A figure per day, per week past three months, per month past a year; dates are Cairo days (`YYYY-MM-DD`, a
 * week or month by its first day in the range). `startDate`: where the report begins (the first day on
 * record, for one asked without a start).
 */
export const ReportSeriesSchema = v.object({
  interval: v.picklist(['day', 'week', 'month']),
  startDate: v.pipe(v.string(), v.isoDate()),
  points: v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), value: v.pipe(v.number(), v.minValue(0)) })),
});
export type ReportSeries = v.InferOutput<typeof ReportSeriesSchema>;

/** One way of paying's settled payments in a range: how many, and their sum in EGP. */
export const RevenueByMethodSchema = v.object({ method: v.picklist(PAYMENT_METHODS), payments: Count, revenue: v.pipe(v.number(), v.minValue(0)) });
export type RevenueByMethod = v.InferOutput<typeof RevenueByMethodSchema>;

/**
 * Settled payments in the range, in EGP; the series is the takings per day. `byMethod` splits them by way of
 * paying: every method of the contract, in its order, those without takings at nought.
 */
export const RevenueReportSchema = v.object({ revenue: v.pipe(v.number(), v.minValue(0)), byMethod: v.array(RevenueByMethodSchema), series: ReportSeriesSchema });
/** Everyone signed up by the range's end, those holding an active subscription, sign-ups in the 30 days to its end; the series is sign-ups. */
export const UsersReportSchema = v.object({ totalUsers: Count, activeUsers: Count, newUsers: Count, series: ReportSeriesSchema });
/** Every course, the published ones, the five most enrolled in the range; the series is enrolments. */
export const CoursesReportSchema = v.object({
  totalCourses: Count,
  activeCourses: Count,
  popularCourses: v.array(v.object({ _id: v.string(), title: v.string(), enrollments: Count })),
  series: ReportSeriesSchema,
});

export const RevenueReportResponseSchema = successEnvelope(v.object({ report: RevenueReportSchema }));
export const UsersReportResponseSchema = successEnvelope(v.object({ report: UsersReportSchema }));
export const CoursesReportResponseSchema = successEnvelope(v.object({ report: CoursesReportSchema }));

/** `POST /admin/courses/{id}/lessons`, `PUT /admin/lessons/{id}`: the lesson as saved, its video included. */
export const AdminLessonResponseSchema = successEnvelope(v.object({ lesson: LessonSchema }));
/** A lesson whose length is to be measured or checked, with its course (decision 060). */
export const LessonLengthItemSchema = v.object({
  lessonId: v.string(),
  title: v.string(),
  courseId: v.string(),
  courseTitle: v.string(),
  videoUrl: v.string(),
  /** The stored minutes. */
  duration: v.pipe(v.number(), v.minValue(0)),
  /** The measured length, null while unmeasured. */
  durationSeconds: v.nullable(v.number()),
  /** The length a learner's player reported, when it was more than 10 % away from the measured one. */
  reportedSeconds: v.nullable(v.number()),
  flaggedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type LessonLengthItem = v.InferOutput<typeof LessonLengthItemSchema>;
/** `GET /admin/lessons/lengths`: lessons never measured, and lessons whose measured length a player disputed. */
export const LessonLengthsResponseSchema = successEnvelope(v.object({ unmeasured: v.array(LessonLengthItemSchema), flagged: v.array(LessonLengthItemSchema) }));

/** `DELETE /admin/lessons/{id}`. */
export const DeletedLessonResponseSchema = successEnvelope(v.object({ lessonId: v.string() }));

/** `POST /admin/lessons/{id}/files`: the PDF as attached. */
export const LessonFileResponseSchema = successEnvelope(v.object({ file: LessonFileSchema }));

/** `DELETE /admin/lessons/{id}/files/{fileId}`. */
export const DeletedLessonFileResponseSchema = successEnvelope(v.object({ fileId: v.string() }));

/** `POST /admin/courses`, `PATCH /admin/courses/{id}`, `/status`: the course as saved. */
export const AdminCourseResponseSchema = successEnvelope(v.object({ course: CourseSchema }));
/** An instructor as the course form lists them: always with an id. */
export const AdminInstructorSchema = v.object({ ...InstructorSchema.entries, _id: v.string() });
export type AdminInstructor = v.InferOutput<typeof AdminInstructorSchema>;
/** `GET /admin/instructors`: every instructor, by name. */
export const AdminInstructorsResponseSchema = successEnvelope(v.object({ instructors: v.array(AdminInstructorSchema) }));
/** `POST /admin/instructors`. */
export const AdminInstructorResponseSchema = successEnvelope(v.object({ instructor: AdminInstructorSchema }));
/** `DELETE /admin/users/{id}`. */
export const DeletedUserResponseSchema = successEnvelope(v.object({ userId: v.string() }));
/** `DELETE /admin/courses/{id}`. */
export const DeletedCourseResponseSchema = successEnvelope(v.object({ courseId: v.string() }));

/** `POST /admin/certificates/{id}/revoke`: the revocation as recorded. */
export const AdminCertificateRevocationResponseSchema = successEnvelope(
  v.object({ revocation: v.object({ certificateId: v.string(), reason: v.string(), revokedAt: v.pipe(v.string(), v.isoTimestamp()) }) }),
);

/**
 * A payment that went through but granted nothing, with its `reason`: a course the buyer already had
 * (decision 028), or a buyer blocked before the money arrived (decision 064). The money was taken for nothing;
 * an admin gives it back with the provider, then marks it here (`refund`, null until then; decision 075).
 */
export const PaymentToRefundSchema = v.object({
  _id: v.string(),
  user: v.object({ _id: v.string(), firstName: v.string(), lastName: v.string(), email: v.string() }),
  course: v.object({ _id: v.string(), title: v.string() }),
  amount: v.pipe(v.number(), v.minValue(0)),
  currency: v.string(),
  provider: v.string(),
  providerTransactionId: v.nullable(v.string()),
  paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  reason: v.picklist(REFUND_REASONS),
  refund: v.nullable(v.object({ refundedAt: v.pipe(v.string(), v.isoTimestamp()), note: v.string() })),
});
export type PaymentToRefund = v.InferOutput<typeof PaymentToRefundSchema>;

/** `POST /admin/payments/{id}/refunded`: the payment as marked. */
export const PaymentToRefundResponseSchema = successEnvelope(v.object({ payment: PaymentToRefundSchema }));

/** `GET /admin/payments/duplicates`: every payment to refund, refunded or not, newest first. */
export const DuplicatePaymentsResponseSchema = successEnvelope(
  v.object({
    payments: v.array(PaymentToRefundSchema),
  }),
);
