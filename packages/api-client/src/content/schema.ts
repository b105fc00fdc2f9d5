import * as v from 'valibot';
import { CategorySchema } from '../schemas/courses';

/** What a cover illustrates; the cover script draws one icon per topic. */
export const DEMO_TOPICS = [
  'scholarship',
  'essay',
  'language',
  'cv',
  'interview',
  'branding',
  'research',
  'speaking',
  'data',
  'code',
  'career',
  'leadership',
  'globe',
  'finance',
  'design',
  'exam',
] as const;
export type DemoTopic = (typeof DEMO_TOPICS)[number];

/** A key that is also a file name: lower-case words joined by hyphens. */
const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens'));
const TextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const DemoInstructorSchema = v.strictObject({
  /** Also the avatar's file name. */
  key: SlugSchema,
  name: TextSchema,
  /** How the avatar is drawn; hues are 0–360. */
  avatar: v.strictObject({
    hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(360)),
    style: v.picklist(['short-hair', 'long-hair', 'hijab', 'curly']),
  }),
});
export type DemoInstructor = v.InferOutput<typeof DemoInstructorSchema>;

const MoneySchema = v.pipe(v.number(), v.minValue(0));

/** One demo course's data file: unknown keys are refused, so a misspelt field is an error, not a silent default. */
export const DemoCourseSchema = v.pipe(
  v.strictObject({
    /** Also the file's and the cover's name. */
    slug: SlugSchema,
    /** Another course's cover, for a course without one of its own. */
    cover: v.optional(SlugSchema),
    /** The language the course is taught (and written) in. */
    language: v.picklist(['en', 'ar']),
    title: TextSchema,
    description: TextSchema,
    category: CategorySchema,
    topic: v.picklist(DEMO_TOPICS),
    /** EGP; 0 is free. */
    currentPrice: MoneySchema,
    oldPrice: v.optional(MoneySchema),
    rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
    reviews: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** Age at seed time, so "new this week" stays true whenever the database is created. */
    daysAgo: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** An instructor's key. */
    instructor: SlugSchema,
    /** Landing page copy, in the course's own language. */
    tagline: TextSchema,
    learningPoints: v.pipe(v.array(TextSchema), v.minLength(1)),
    targetAudience: v.pipe(v.array(TextSchema), v.minLength(1)),
    sections: v.pipe(
      v.array(
        v.strictObject({
          title: TextSchema,
          lessons: v.pipe(
            v.array(
              v.strictObject({
                title: TextSchema,
                minutes: v.pipe(v.number(), v.minValue(0), v.check((minutes) => Number.isInteger(minutes * 100), 'at most two decimals')),
                /**
                 * The video's measured length in seconds, what progress counts against (decision 060); the
                 * minutes as seconds when absent (and unmeasured when the minutes are 0).
                 */
                seconds: v.optional(v.pipe(v.number(), v.gtValue(0))),
              }),
            ),
            v.minLength(1),
          ),
        }),
      ),
      v.minLength(1),
    ),
  }),
  v.check((course) => course.oldPrice === undefined || course.oldPrice >= course.currentPrice, 'oldPrice is below currentPrice'),
);
export type DemoCourse = v.InferOutput<typeof DemoCourseSchema>;
