import * as v from 'valibot';
import { PaginationSchema, successEnvelope } from './common';

export const COURSE_CATEGORIES = ['Featured', 'Manara'] as const;
export const CategorySchema = v.picklist(COURSE_CATEGORIES, 'category must be Featured or Manara');
export type Category = v.InferOutput<typeof CategorySchema>;

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The languages a course is taught in; its own text on its page is marked with it. */
export const COURSE_LANGUAGES = ['en', 'ar'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const InstructorSchema = v.object({
  /** The admin's forms choose an instructor by it; the seed's and the fixtures' may have none. */
  _id: v.optional(v.string()),
  name: v.pipe(v.string(), v.minLength(1)),
  /** What they do, under the name on the course page ('Admissions Advisor'). */
  title: v.optional(v.string(), ''),
  /** A few lines about them, on the course page. */
  bio: v.optional(v.string(), ''),
  profilePicture: v.optional(v.string()),
});
export type Instructor = v.InferOutput<typeof InstructorSchema>;

export const ImageSchema = v.object({
  url: v.string(),
  /** The stored picture's key: a course image uploaded by an admin has one, a seeded picture does not. */
  public_id: v.optional(v.string()),
  /** The same picture at a course card's size; absent where there is only one size. */
  cardUrl: v.optional(v.string()),
});

/**
 * A PDF attached to a lesson (docs/product/learning.md#lesson-files): its display name, its size in bytes, and
 * the address it downloads from, which checks the subscription itself. Sent only to those who may watch the
 * course's private lessons.
 */
export const LessonFileSchema = v.object({
  _id: v.string(),
  name: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  url: v.string(),
});
export type LessonFile = v.InferOutput<typeof LessonFileSchema>;

export const LessonSchema = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.optional(v.string(), ''),
  /** Present only for public lessons, or for subscribers and admins. */
  videoUrl: v.optional(v.string()),
  /** Minutes. */
  duration: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  isPrivate: v.optional(v.boolean(), true),
  section: v.optional(v.string()),
  /**
   * Admins only: the video's length in seconds as an admin's player measured it, null until measured
   * (decision 060); and whether a learner's player reported a length more than 10 % away from it.
   */
  durationSeconds: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
  lengthFlagged: v.optional(v.boolean()),
  /** The lesson's PDFs, in the order they were attached: only for subscribers and admins. */
  files: v.optional(v.array(LessonFileSchema)),
});
export type Lesson = v.InferOutput<typeof LessonSchema>;

export const CourseSchema = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.optional(v.string(), ''),
  image: v.optional(ImageSchema),
  category: CategorySchema,
  currentPrice: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  oldPrice: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  instructor: v.optional(InstructorSchema),
  totalLessons: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 14),
  /** Minutes; cards show hours and fall back to their own default when absent. */
  totalDuration: v.optional(v.pipe(v.number(), v.minValue(0))),
  reviews: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 12),
  rating: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(5)), 4),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  isSubscribed: v.optional(v.boolean(), false),
  status: v.optional(v.picklist(COURSE_STATUSES), 'published'),
  /** The language of the course's own text: its page marks that text with it (`lang`, `dir`). */
  language: v.optional(v.picklist(COURSE_LANGUAGES), 'en'),
});
export type Course = v.InferOutput<typeof CourseSchema>;
/** What a server or a fixture may send: the defaults fill in the rest. */
export type CourseInput = v.InferInput<typeof CourseSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The course landing page's counts (docs/product/course-page.md#course-landing-page), both counted from what the
 * course holds: its lessons (videos) and the PDFs attached to them (decision 082).
 */
export const CourseStatsSchema = v.object({
  videos: v.optional(count, 0),
  pdfs: v.optional(count, 0),
});

export const CourseDetailSchema = v.object({
  ...CourseSchema.entries,
  lessons: v.optional(v.array(LessonSchema), []),
  /** The landing page's header line under the title. */
  tagline: v.optional(v.string(), ''),
  /** 'What You'll Learn' (docs/product/course-page.md#course-landing-page), one point each. */
  learningPoints: v.optional(v.array(v.string()), []),
  /** 'Target Audience' (docs/product/course-page.md#course-landing-page), one point each. */
  targetAudience: v.optional(v.array(v.string()), []),
  stats: v.optional(CourseStatsSchema, { videos: 0, pdfs: 0 }),
});
export type CourseDetail = v.InferOutput<typeof CourseDetailSchema>;

// Responses -----------------------------------------------------------------

export const CoursesPageResponseSchema = successEnvelope(
  v.object({ courses: v.array(CourseSchema), pagination: PaginationSchema }),
);
export type CoursesPage = v.InferOutput<typeof CoursesPageResponseSchema>['data'];
/** What the server sends for one page of courses. */
export type CoursesPageResponseInput = v.InferInput<typeof CoursesPageResponseSchema>;

export const CourseDetailResponseSchema = successEnvelope(v.object({ course: CourseDetailSchema }));

export const CourseListResponseSchema = successEnvelope(v.array(CourseSchema));

export const CoursesByIdsResponseSchema = successEnvelope(v.object({ courses: v.array(CourseSchema) }));
