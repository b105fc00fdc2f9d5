import { COURSE_CATEGORIES, COURSE_STATUSES } from '@manara/api-client/schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The enums take their values from the contract, so the database cannot hold a value the API may not send.
export const courseCategory = pgEnum('course_category', COURSE_CATEGORIES);
export const courseStatus = pgEnum('course_status', COURSE_STATUSES);

/** Money is exact: numeric(10,2) in the database, a number in the API. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const instructors = pgTable('instructors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** A URL, usually a `/media/...` path served by this app. */
  profilePicture: text('profile_picture'),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** `normalizeSearchText(title)`, kept by every write so search can use a plain LIKE. */
    titleSearch: text('title_search').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    category: courseCategory('category').notNull(),
    currentPrice: money('current_price').notNull().default(0),
    oldPrice: money('old_price').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(4),
    reviews: integer('reviews').notNull().default(0),
    status: courseStatus('status').notNull().default('published'),
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('courses_category_newest_idx').on(table.category, table.createdAt.desc(), table.id.desc()),
    index('courses_instructor_idx').on(table.instructorId),
    check('courses_rating_range', sql`${table.rating} between 1 and 5`),
    check('courses_reviews_non_negative', sql`${table.reviews} >= 0`),
    check('courses_prices_non_negative', sql`${table.currentPrice} >= 0 and ${table.oldPrice} >= 0`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A YouTube watch link; only public lessons ever send it to visitors. */
    videoUrl: text('video_url').notNull(),
    durationMinutes: numeric('duration_minutes', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /** Position inside the course, from 1. The column is not called "order", a reserved word in SQL. */
    position: integer('position').notNull(),
    isPrivate: boolean('is_private').notNull().default(true),
    section: text('section'),
  },
  (table) => [
    index('lessons_course_position_idx').on(table.courseId, table.position),
    check('lessons_position_from_one', sql`${table.position} >= 1`),
    check('lessons_duration_non_negative', sql`${table.durationMinutes} >= 0`),
  ],
);
