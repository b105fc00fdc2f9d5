import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from './admin';
import { CategorySchema, COURSE_LANGUAGES, COURSE_STATUSES } from './courses';
import { PageParamSchema } from './course-requests';
import { multiLineText, singleLineText } from './text';
import { youtubeVideoId } from './youtube';
import { SUBSCRIPTION_STATUSES } from './payments';
import { USER_ROLES } from './users';

/* What the admin calls take: apart from the answers for the same reason as `course-requests.ts`. */

/** Admin lists are searched by a line of text; empty means no search. */
const AdminSearchSchema = v.optional(
  v.pipe(v.string(), singleLineText, v.trim(), v.maxLength(100, 'search text must be at most 100 characters')),
  '',
);

/**
 * `GET /admin/users?page=&search=` (by name or e-mail) and `GET /admin/courses?page=&search=` (by title),
 * whatever the case or the Arabic spelling variant.
 */
export const AdminListQuerySchema = v.object({ page: PageParamSchema, search: AdminSearchSchema });

/** `PATCH /admin/users/{id}`: the role. */
export const UserRoleBodySchema = v.object({ role: v.picklist(USER_ROLES, `role must be one of ${USER_ROLES.join(', ')}`) });

/** The longest block reason an admin may write. */
export const MAX_BLOCK_REASON = 500;

const BlockReasonSchema = v.optional(
  v.pipe(v.string('Reason must be text'), singleLineText, v.trim(), v.maxLength(MAX_BLOCK_REASON, `Reason must be at most ${MAX_BLOCK_REASON} characters`)),
);

/** `PATCH /admin/users/{id}/block`: an optional reason, shown to the learner. */
export const BlockUserBodySchema = v.object({ reason: BlockReasonSchema });

/** An account's status, as the admin's table shows it: it can act, or it is blocked. */
export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * `PATCH /admin/users/{id}/status`: the same change as block and unblock, named by the status it leads to
 * (docs/product/admin.md#users); a reason only goes with `blocked`.
 */
export const UserStatusBodySchema = v.variant('status', [
  v.object({ status: v.literal('active', `status must be one of ${USER_STATUSES.join(', ')}`) }),
  v.object({ status: v.literal('blocked'), reason: BlockReasonSchema }),
], `status must be one of ${USER_STATUSES.join(', ')}`);
export type UserStatusBody = v.InferOutput<typeof UserStatusBodySchema>;

const AUDIT_PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 100';

/** `GET /admin/audit?page=&pageSize=&action=&objectType=&objectId=`: 20 a page unless asked (the export asks 100). */
export const AuditQuerySchema = v.object({
  page: PageParamSchema,
  pageSize: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, AUDIT_PAGE_SIZE_MESSAGE), singleLineText, v.transform(Number), v.minValue(1, AUDIT_PAGE_SIZE_MESSAGE), v.maxValue(100, AUDIT_PAGE_SIZE_MESSAGE)),
    '20',
  ),
  action: v.optional(v.picklist(AUDIT_ACTIONS, `action must be one of ${AUDIT_ACTIONS.join(', ')}`)),
  objectType: v.optional(v.picklist(AUDIT_OBJECT_TYPES, `objectType must be one of ${AUDIT_OBJECT_TYPES.join(', ')}`)),
  objectId: v.optional(v.pipe(v.string(), singleLineText, v.maxLength(100))),
});

/** `GET /admin/subscriptions?page=&search=&status=`: by learner (name, e-mail) or course title, and by status. */
export const AdminSubscriptionsQuerySchema = v.object({
  page: PageParamSchema,
  search: AdminSearchSchema,
  status: v.optional(v.picklist(SUBSCRIPTION_STATUSES, `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`)),
});

/** `PATCH /admin/subscriptions/{id}`: the new status; cancelling or expiring ends access at once. */
export const SubscriptionStatusBodySchema = v.object({
  status: v.picklist(SUBSCRIPTION_STATUSES, `status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`),
});

const DATE_MESSAGE = 'must be a date as YYYY-MM-DD';
/** Manara's figures start in 2022; a date far outside these years is a mistake (and year 0 does not exist in PostgreSQL). */
const FIRST_REPORT_DAY = '2000-01-01';
const LAST_REPORT_DAY = '2099-12-31';
const ReportDateSchema = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    singleLineText,
    v.isoDate(`${name} ${DATE_MESSAGE}`),
    v.check((date) => date >= FIRST_REPORT_DAY && date <= LAST_REPORT_DAY, `${name} must be between ${FIRST_REPORT_DAY} and ${LAST_REPORT_DAY}`),
  );

/**
 * `GET /admin/reports/{type}?startDate=&endDate=&format=`: Cairo days, both included, the start not after the
 * end, any length; without a start, the report runs from the first day Manara has anything on record (all
 * time). `format=csv` answers the same data as a CSV download.
 */
export const ReportQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(ReportDateSchema('startDate')),
    endDate: ReportDateSchema('endDate'),
    format: v.optional(v.picklist(['json', 'csv'], 'format must be json or csv'), 'json'),
  }),
  v.forward(
    v.check(({ startDate, endDate }) => startDate === undefined || startDate <= endDate, 'endDate must not be before startDate'),
    ['endDate'],
  ),
);
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/** The longest lesson, in minutes: a day. */
export const MAX_LESSON_MINUTES = 24 * 60;
const MEASURED_MESSAGE = `durationSeconds must be a number of seconds above 0 and at most ${MAX_LESSON_MINUTES * 60}`;
/** A video's length in seconds, as the player in an admin's browser measured it (decision 060). */
export const MeasuredSecondsSchema = v.pipe(
  v.number(MEASURED_MESSAGE),
  v.finite(MEASURED_MESSAGE),
  v.gtValue(0, MEASURED_MESSAGE),
  v.maxValue(MAX_LESSON_MINUTES * 60, MEASURED_MESSAGE),
);
export const LESSON_VIDEO_MESSAGE = 'Video URL must be a link to a YouTube video';

/**
 * `POST /admin/courses/{id}/lessons`, `PUT /admin/lessons/{id}` (docs/product/admin.md#lesson-form): title,
 * description, a YouTube link in any of its forms, the length in minutes (from 0, two decimals), the order
 * (from 1), private unless said otherwise, an optional section, and the measured length in seconds.
 */
export const LessonFormBodySchema = v.object({
  title: v.pipe(v.string('Title is required'), singleLineText, v.trim(), v.minLength(1, 'Title is required'), v.maxLength(200, 'Title must be at most 200 characters')),
  description: v.pipe(v.string('Description is required'), multiLineText, v.trim(), v.minLength(1, 'Description is required'), v.maxLength(5000, 'Description must be at most 5000 characters')),
  videoUrl: v.pipe(
    v.string(LESSON_VIDEO_MESSAGE),
    singleLineText,
    v.trim(),
    v.maxLength(500, LESSON_VIDEO_MESSAGE),
    v.check((url) => youtubeVideoId(url) !== undefined, LESSON_VIDEO_MESSAGE),
  ),
  duration: v.pipe(
    v.number('Duration must be a number of minutes'),
    v.finite('Duration must be a number of minutes'),
    v.minValue(0, 'Duration must be at least 0 minutes'),
    v.maxValue(MAX_LESSON_MINUTES, `Duration must be at most ${MAX_LESSON_MINUTES} minutes`),
    v.check((minutes) => Number.isInteger(Math.round(minutes * 100 * 1e6) / 1e6), 'Duration can have at most two decimals'),
  ),
  order: v.pipe(v.number('Order must be a whole number from 1'), v.integer('Order must be a whole number from 1'), v.minValue(1, 'Order must be a whole number from 1'), v.maxValue(10_000, 'Order must be at most 10000')),
  isPrivate: v.optional(v.boolean('Private must be yes or no'), true),
  section: v.optional(v.pipe(v.string('Section must be text'), singleLineText, v.trim(), v.maxLength(100, 'Section must be at most 100 characters'))),
  /**
   * The video's length as the form's player measured it. Absent: an edit keeps the measured length while
   * the video stays the same, and a new video is not measured yet.
   */
  durationSeconds: v.optional(MeasuredSecondsSchema),
});
export type LessonFormBody = v.InferInput<typeof LessonFormBodySchema>;

/** The largest PDF an admin may attach to a lesson (docs/product/admin.md#lesson-files). */
export const MAX_LESSON_FILE_BYTES = 20 * 1024 * 1024;

/** `POST /admin/lessons/{id}/files`, a multipart form: the PDF in `file`, and the name learners see. */
export const LessonFileFormSchema = v.object({
  name: v.pipe(v.string('Name is required'), singleLineText, v.trim(), v.minLength(1, 'Name is required'), v.maxLength(120, 'Name must be at most 120 characters')),
});
export type LessonFileForm = v.InferInput<typeof LessonFileFormSchema>;

/** `PUT /admin/lessons/{id}/length`: the length measured in the admin's browser ("Measure lengths"). */
export const LessonLengthBodySchema = v.object({ durationSeconds: MeasuredSecondsSchema });
export type LessonLengthBody = v.InferInput<typeof LessonLengthBodySchema>;

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** Up to 1,000,000 EGP, in piasters at most. */
const PriceSchema = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.finite(`${name} must be a number`),
    v.minValue(0, `${name} must be at least 0`),
    v.maxValue(1_000_000, `${name} must be at most 1000000`),
    v.check((price) => Number.isInteger(Math.round(price * 100 * 1e6) / 1e6), `${name} can have at most two decimals`),
  );

/** The longest tagline, one line under the title on the course page. */
export const MAX_TAGLINE = 200;
/** How many points a course's list may hold, and how long each may be. */
export const MAX_POINTS = 20;
export const MAX_POINT = 300;

/**
 * One of the course page's lists ('What You'll Learn', 'Target Audience'), named as the form labels it: in
 * order, each point one line, none empty.
 */
const PointsSchema = (label: string) =>
  v.pipe(
    v.array(
      v.pipe(v.string(`Each point of ${label} must be text`), singleLineText, v.trim(), v.nonEmpty(`A point of ${label} is empty`), v.maxLength(MAX_POINT, `Each point of ${label} must be at most ${MAX_POINT} characters`)),
      `${label} must be a list of points`,
    ),
    v.maxLength(MAX_POINTS, `${label} can have at most ${MAX_POINTS} points`),
  );

/**
 * `POST /admin/courses`, `PATCH /admin/courses/{id}` as JSON (docs/product/admin.md#course-form): title,
 * description, category and current price required; an old price and an instructor (an id) only when
 * present; the course page's tagline, learning points, target audience and the course's language. On an
 * edit, what is not sent is kept; a new course starts as a draft, in English unless said otherwise.
 */
export const CourseFormBodySchema = v.pipe(
  v.object({
    title: v.pipe(v.string('Title is required'), singleLineText, v.trim(), v.minLength(1, 'Title is required'), v.maxLength(200, 'Title must be at most 200 characters')),
    description: v.pipe(v.string('Description is required'), multiLineText, v.trim(), v.minLength(1, 'Description is required'), v.maxLength(5000, 'Description must be at most 5000 characters')),
    category: CategorySchema,
    currentPrice: PriceSchema('Current Price'),
    oldPrice: v.optional(PriceSchema('Old Price')),
    instructor: v.optional(v.pipe(v.string('Choose an instructor from the list'), singleLineText, v.regex(UUID, 'Choose an instructor from the list'))),
    tagline: v.optional(v.pipe(v.string('Tagline must be text'), singleLineText, v.trim(), v.maxLength(MAX_TAGLINE, `Tagline must be at most ${MAX_TAGLINE} characters`))),
    learningPoints: v.optional(PointsSchema("What You'll Learn")),
    targetAudience: v.optional(PointsSchema('Target Audience')),
    language: v.optional(v.picklist(COURSE_LANGUAGES, 'Language must be English or Arabic')),
  }),
  v.forward(
    v.check((course) => course.oldPrice === undefined || course.oldPrice === 0 || course.oldPrice >= course.currentPrice, 'Old Price must not be below the Current Price'),
    ['oldPrice'],
  ),
);
export type CourseFormBody = v.InferInput<typeof CourseFormBodySchema>;

/** `PATCH /admin/courses/{id}/status`: only published courses are in the catalogue and search. */
export const CourseStatusBodySchema = v.object({ status: v.picklist(COURSE_STATUSES, `status must be one of ${COURSE_STATUSES.join(', ')}`) });

/** One line an admin must write, named by its label in the form: trimmed, not empty, at most `max` characters. */
const requiredLine = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be text`), singleLineText, v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`));

/**
 * `POST /admin/instructors` as JSON, or multipart with a photo (docs/product/admin.md#instructors): a name,
 * and what the course page shows under it, a job title and a few lines about them.
 */
export const InstructorFormBodySchema = v.object({
  name: requiredLine('Name', 100),
  title: v.optional(v.pipe(v.string('Job Title must be text'), singleLineText, v.trim(), v.maxLength(100, 'Job Title must be at most 100 characters')), ''),
  bio: v.optional(v.pipe(v.string('Bio must be text'), multiLineText, v.trim(), v.maxLength(1000, 'Bio must be at most 1000 characters')), ''),
});
export type InstructorFormBody = v.InferInput<typeof InstructorFormBodySchema>;

/** The longest note an admin may keep with a refund (the provider's refund reference, a word on how). */
export const MAX_REFUND_NOTE = 500;

/** `POST /admin/payments/{id}/refunded`: how the money went back, in one line (docs/product/admin.md#refunds). */
export const MarkRefundedBodySchema = v.object({ note: requiredLine('Note', MAX_REFUND_NOTE) });
export type MarkRefundedBody = v.InferInput<typeof MarkRefundedBodySchema>;

/** The longest reason an admin may give for revoking a certificate; it shows on the certificate's public page. */
export const MAX_REVOCATION_REASON = 300;

/** `POST /admin/certificates/{id}/revoke`: why, in one line (docs/product/learning.md#revocation). */
export const RevokeCertificateBodySchema = v.object({ reason: requiredLine('Reason', MAX_REVOCATION_REASON) });
export type RevokeCertificateBody = v.InferInput<typeof RevokeCertificateBodySchema>;
