import {
  APPLICATION_STATUSES,
  COURSE_CATEGORIES,
  COURSE_LANGUAGES,
  COURSE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROGRAMS,
  REFUND_REASONS,
  SUBSCRIPTION_STATUSES,
  USER_ROLES,
} from '@manara/api-client/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The enums take their values from the contract, so the database cannot hold a value the API may not send.
export const courseCategory = pgEnum('course_category', COURSE_CATEGORIES);
export const courseStatus = pgEnum('course_status', COURSE_STATUSES);
export const userRole = pgEnum('user_role', USER_ROLES);
export const USER_TOKEN_KINDS = ['verify_email', 'reset_password'] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];
export const userTokenKind = pgEnum('user_token_kind', USER_TOKEN_KINDS);

/** Money is exact: numeric(10,2) in the database, a number in the API. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const courseLanguage = pgEnum('course_language', COURSE_LANGUAGES);

/* Columns many tables share, by name and rule. Each call builds a new column, as a table needs its own. */
/** A random UUID primary key. */
const id = () => uuid('id').primaryKey().defaultRandom();
/** When the row was written. */
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** When the row last changed. */
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** The user the row belongs to; it goes with the user's account. */
const userId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The course the row belongs to; it goes with the course. */
const courseId = () =>
  uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const instructors = pgTable('instructors', {
  id: id(),
  name: text('name').notNull(),
  /** What they do, under the name on the course page (docs/product/course-page.md#course-landing-page). */
  title: text('title').notNull().default(''),
  /** A few lines about them, on the course page. */
  bio: text('bio').notNull().default(''),
  /** A URL, usually a `/media/...` path served by this app. */
  profilePicture: text('profile_picture'),
});

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text('title').notNull(),
    /** `normalizeSearchText(title)`, kept by every write so search can use a plain LIKE. */
    titleSearch: text('title_search').notNull(),
    /** `stemSearchText(title)`: its Arabic words light-stemmed, so a search finds their other forms (decision 070). */
    titleStems: text('title_stems').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The picture at the course page's size, and at the card's; an uploaded one also has its storage key. */
    imageUrl: text('image_url'),
    imageCardUrl: text('image_card_url'),
    /** The folder of an uploaded picture's sizes (`image.public_id`), so a new picture can delete the old. */
    imageKey: text('image_key'),
    category: courseCategory('category').notNull(),
    currentPrice: money('current_price').notNull().default(0),
    oldPrice: money('old_price').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4),
    reviews: integer('reviews').notNull().default(0),
    status: courseStatus('status').notNull().default('published'),
    /** The landing page's line under the title (docs/product/course-page.md#course-landing-page). */
    tagline: text('tagline').notNull().default(''),
    /** 'What You'll Learn', one point per entry, in order. */
    learningPoints: text('learning_points').array().notNull().default(sql`'{}'::text[]`),
    /** 'Target Audience', one point per entry, in order. */
    targetAudience: text('target_audience').array().notNull().default(sql`'{}'::text[]`),
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    /** The language of the course's own text; its page marks that text with it (decision 079). */
    language: courseLanguage('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('courses_category_newest_idx').on(table.category, table.createdAt.desc(), table.id.desc()),
    index('courses_instructor_idx').on(table.instructorId),
    // Title search is `title_search like '%…%'`: trigrams answer it from the index however big the catalogue grows.
    index('courses_title_search_trgm_idx').using('gin', table.titleSearch.op('gin_trgm_ops')),
    index('courses_title_stems_trgm_idx').using('gin', table.titleStems.op('gin_trgm_ops')),
    check('courses_rating_range', sql`${table.rating} between 1 and 5`),
    check('courses_reviews_non_negative', sql`${table.reviews} >= 0`),
    check('courses_prices_non_negative', sql`${table.currentPrice} >= 0 and ${table.oldPrice} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: courseId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A YouTube watch link; only public lessons ever send it to visitors. */
    videoUrl: text('video_url').notNull(),
    durationMinutes: numeric('duration_minutes', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * The video's length in seconds, measured by the player in an admin's browser (decision 060): what
     * progress counts against. Null until measured (lessons saved before, or whose video changed).
     */
    durationSeconds: doublePrecision('duration_seconds'),
    /** When a learner's player last reported a length more than 10 % away from the measured one; cleared by measuring again. */
    lengthFlaggedAt: timestamp('length_flagged_at', { withTimezone: true }),
    /** The length that player reported, in seconds. */
    lengthReportedSeconds: doublePrecision('length_reported_seconds'),
    /** Position inside the course, from 1. The column is not called "order", a reserved word in SQL. */
    position: integer('position').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    section: text('section'),
  },
  (table) => [
    index('lessons_course_position_idx').on(table.courseId, table.position),
    check('lessons_position_from_one', sql`${table.position} >= 1`),
    check('lessons_duration_non_negative', sql`${table.durationMinutes} >= 0`),
    check('lessons_measured_length_positive', sql`${table.durationSeconds} is null or ${table.durationSeconds} > 0`),
  ],
);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * PDFs attached to a lesson (decision 082): the bytes in file storage under `key`, never served by their
 * address; a subscriber downloads them through the API, which checks the subscription. A deleted lesson
 * takes its rows with it, and the ledger's sweep then deletes the files (decision 053).
 */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The name learners see, and the downloaded file's name. */
    name: text('name').notNull(),
    key: text('key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('lesson_files_lesson_idx').on(table.lessonId, table.createdAt),
    uniqueIndex('lesson_files_key_idx').on(table.key),
    check('lesson_files_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased (the contract folds it); the unique index folds again, so case never makes a twin. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** Where the profile photo is served from; `image.url` in every answer about the user. */
    imageUrl: text('image_url'),
    /** The photo's key in file storage, so replacing the photo can delete the old file. */
    imageKey: text('image_key'),
    role: userRole('role').notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockReason: text('block_reason'),
    blockedAt: timestamptz('blocked_at'),
    /** An argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** Null until the user opens the link in the verification e-mail; login needs it. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Every session token carries this number; raising it ends all of the user's sessions at once. */
    sessionVersion: integer('session_version').notNull().default(1),
    /** The Google account (its ID token's `sub`) that signs in as this user; null until one is linked. */
    googleSub: text('google_sub'),
    /** Set when an admin deleted the account: its personal data is gone, its payments stay (decision 046). */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_sub_idx').on(table.googleSub),
  ],
);

/** A user as read from the database; what the signed-in request carries (`c.var.user`). */
export type UserRow = typeof users.$inferSelect;

/** One-time links sent by e-mail. Only a SHA-256 hash of the secret is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: userId(),
    kind: userTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique('user_tokens_token_hash_unique'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_kind_idx').on(table.userId, table.kind)],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'paymob'] as const;
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const refundReason = pgEnum('refund_reason', REFUND_REASONS);

/**
 * One attempt to buy a course. The amount is copied from the course when the payment is created
 * (whole piasters: 1 EGP = 100), so a later price change cannot change what the provider must confirm.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: userId(),
    courseId: courseId(),
    amountPiasters: integer('amount_piasters').notNull(),
    currency: text('currency').notNull().default('EGP'),
    method: paymentMethod('method').notNull().default('CARD'),
    status: paymentStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** The provider's own order or intention id, when it has one. */
    providerOrderId: text('provider_order_id'),
    /** The transaction the provider last reported for this payment; one transaction can settle one payment only. */
    providerTransactionId: text('provider_transaction_id'),
    /** The provider's card page for this payment, so a second Enroll Now reopens it instead of starting another. */
    checkoutUrl: text('checkout_url'),
    /**
     * A kiosk payment's reference to pay in cash, once the provider issued it, and when the provider stops
     * accepting it (docs/product/enrolment-and-payments.md#ways-to-pay). Null for cards and wallets.
     */
    kioskReference: text('kiosk_reference'),
    referenceExpiresAt: timestamptz('reference_expires_at'),
    /** The buyer's language when they started paying: the receipt and the kiosk reference are mailed in it. */
    language: text('language').notNull().default('en'),
    /** When the receipt was mailed; a notification that repeats the settlement mails nothing more. */
    receiptSentAt: timestamptz('receipt_sent_at'),
    /**
     * Paid, but granted nothing, so kept apart for an admin to refund: `duplicate` for a course the buyer
     * already had (an old card page paid after another payment, decision 028), `blocked` for a buyer
     * blocked before the money arrived (decision 064). Null for every other payment.
     */
    refundReason: refundReason('refund_reason'),
    /** When an admin marked the money given back at the provider, with their note; null until then. */
    refundedAt: timestamptz('refunded_at'),
    refundNote: text('refund_note'),
    /** The admin who marked it; null once their account is deleted (the audit log keeps their e-mail). */
    refundedBy: uuid('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_transaction_idx').on(table.provider, table.providerTransactionId),
    uniqueIndex('payments_provider_kiosk_reference_idx').on(table.provider, table.kioskReference),
    check('payments_language', sql`${table.language} in ('en', 'ar')`),
    // One open payment per learner and course: a second Enroll Now (another tab, a double click) gets the same one.
    uniqueIndex('payments_one_open_idx').on(table.userId, table.courseId).where(sql`${table.status} = 'pending'`),
    index('payments_refund_idx').on(table.paidAt).where(sql`${table.refundReason} is not null`),
    index('payments_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('payments_course_idx').on(table.courseId),
    check('payments_amount_positive', sql`${table.amountPiasters} > 0`),
  ],
);

/** A user's access to a course (docs/product/enrolment-and-payments.md#subscriptions). A lifetime purchase has no end date. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: userId(),
    courseId: courseId(),
    /** The payment that bought it; null for a free course. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startDate: timestamptz('start_date').notNull().defaultNow(),
    endDate: timestamptz('end_date'),
    amountPiasters: integer('amount_piasters').notNull().default(0),
    status: subscriptionStatus('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [
    // At most one active subscription per user and course; expired and cancelled ones stay as history.
    uniqueIndex('subscriptions_one_active_idx').on(table.userId, table.courseId).where(sql`${table.status} = 'active'`),
    uniqueIndex('subscriptions_payment_idx').on(table.paymentId),
    index('subscriptions_course_idx').on(table.courseId),
    check('subscriptions_amount_non_negative', sql`${table.amountPiasters} >= 0`),
  ],
);

/**
 * What a learner has really played of a lesson (docs/product/learning.md#progress): the merged played
 * ranges, where to resume, and when the lesson was completed (once at least 90 % was played).
 */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: userId(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: courseId(),
    /** Sorted, non-overlapping [start, end] second ranges inside the video. */
    played: jsonb('played').$type<Array<[number, number]>>().notNull().default([]),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    /** The length counted against at the last report (decision 060): the measured seconds, else the stored minutes; 0 while unknown. */
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    /** The learner's first report for the lesson: nothing more than 2x the time since, plus 2 s, is ever credited. */
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    /** The previous report. */
    lastReportAt: timestamptz('last_report_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('lesson_progress_user_course_idx').on(table.userId, table.courseId, table.updatedAt.desc()),
    check('lesson_progress_seconds_non_negative', sql`${table.watchedSeconds} >= 0 and ${table.positionSeconds} >= 0 and ${table.durationSeconds} >= 0`),
  ],
);

/**
 * A certificate, issued once when a learner completes a course (docs/product/learning.md#certificates):
 * the name and title as they were at issue, so a later rename does not change what was certified. Its id
 * is 128 random bits, URL-safe: the public verification page's address cannot be guessed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    courseId: courseId(),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    completedAt: timestamptz('completed_at').notNull(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    completedLessons: integer('completed_lessons').notNull(),
    totalLessons: integer('total_lessons').notNull(),
    /** A whole number from 0 to 100. */
    completionPercentage: integer('completion_percentage').notNull(),
    /**
     * Its entry in the credentials' Bitstring Status List (decision 059): numbered in issue order and never
     * given twice, so a removed certificate's entry stays its own.
     */
    statusIndex: integer('status_index').notNull().generatedAlwaysAsIdentity({ minValue: 0, startWith: 0 }),
  },
  (table) => [
    uniqueIndex('certificates_one_per_course_idx').on(table.userId, table.courseId),
    uniqueIndex('certificates_status_index_idx').on(table.statusIndex),
    check('certificates_percentage_range', sql`${table.completionPercentage} between 0 and 100`),
  ],
);

/**
 * A certificate that no longer stands (docs/product/learning.md#revocation, decision 059): revoked by an admin
 * with a reason, or removed with its account or course (no reason; a trigger writes the row as the certificate
 * goes). The row outlives the certificate and holds nothing of the person: its id, its status list entry, when.
 */
export const certificateRevocations = pgTable('certificate_revocations', {
  certificateId: text('certificate_id').primaryKey(),
  statusIndex: integer('status_index').notNull().unique('certificate_revocations_status_index_unique'),
  /** The admin's words; null when the certificate was removed rather than revoked. */
  reason: text('reason'),
  revokedAt: timestamptz('revoked_at').notNull().defaultNow(),
});

/**
 * Every admin write (docs/product/admin.md#audit-log): who, what, on which object, the fields it changed
 * before and after, when. Rows are only ever added. The admin's e-mail is kept beside the id, and the object's
 * name beside its id, so the log still says who did what to whom after either is renamed or gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** The object's name as it was when the entry was written (decision 078); null on entries older than that. */
    objectLabel: jsonb('object_label').$type<{ name: string; detail: string | null }>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt), index('audit_log_object_idx').on(table.objectType, table.objectId)],
);

export const program = pgEnum('program', PROGRAMS);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * An application to a programme (docs/product/public-pages.md#programmes): the applicant's answers, pending
 * until an admin approves or rejects it with a note. One pending application per programme and learner.
 */
export const programApplications = pgTable(
  'program_applications',
  {
    id: id(),
    userId: userId(),
    program: program('program').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('program_applications_one_pending_idx').on(table.userId, table.program).where(sql`${table.status} = 'pending'`),
    index('program_applications_user_idx').on(table.userId, table.createdAt.desc()),
    index('program_applications_review_idx').on(table.status, table.createdAt.desc()),
  ],
);

/**
 * A message from the contact form (docs/product/public-pages.md#contact), kept before it is sent to the team,
 * so a failed delivery is tried again later and nothing is lost.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Null until the team's inbox accepted it. */
    deliveredAt: timestamptz('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery attempt is due. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  },
  (table) => [index('contact_messages_due_idx').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

/**
 * Rate-limit hits shared by every API process on one PostgreSQL (decision 052). A hit counts until it
 * expires; the key is hashed, so no address or e-mail is stored.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('rate_limit_hits_key_idx').on(table.bucket, table.keyHash, table.expiresAt), index('rate_limit_hits_expiry_idx').on(table.expiresAt)],
);

/**
 * Every file put in file storage, written before the file itself (decision 053). A file no course or user
 * points at an hour after it was stored was left by a crash or a failed save, and is deleted.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    storedAt: timestamptz('stored_at').notNull().defaultNow(),
  },
  (table) => [index('stored_files_stored_at_idx').on(table.storedAt)],
);
