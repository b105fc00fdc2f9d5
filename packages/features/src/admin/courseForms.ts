import { CategorySchema, COURSE_LANGUAGES, CourseFormBodySchema, LessonFormBodySchema } from '@manara/api-client/schemas';
import * as v from 'valibot';

/*
 * The course and lesson forms as the inputs hold them (text), checked by the contract's own schemas once
 * the numbers are read, so the form and the server apply the same rules in the same words
 * (docs/product/admin.md#course-form).
 */

const CourseLanguageSchema = v.picklist(COURSE_LANGUAGES);

/** A number's text as the number; empty or not a number as NaN, which the schema calls "must be a number". */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A list's points as the form holds them: objects, so each input keeps its identity while the list is reordered. */
const PointsValues = v.array(v.object({ text: v.string() }));

export const CourseFormValuesSchema = v.pipe(
  v.object({
    title: v.string(),
    description: v.string(),
    category: CategorySchema,
    currentPrice: v.string(),
    oldPrice: v.string(),
    instructor: v.string(),
    tagline: v.string(),
    language: CourseLanguageSchema,
    learningPoints: PointsValues,
    targetAudience: PointsValues,
  }),
  v.transform(({ currentPrice, oldPrice, instructor, learningPoints, targetAudience, ...rest }): v.InferInput<typeof CourseFormBodySchema> => ({
    ...rest,
    currentPrice: numberOf(currentPrice),
    // Optional: sent only when given.
    ...(oldPrice.trim() === '' ? {} : { oldPrice: numberOf(oldPrice) }),
    ...(instructor === '' ? {} : { instructor }),
    learningPoints: learningPoints.map(({ text }) => text),
    targetAudience: targetAudience.map(({ text }) => text),
  })),
  CourseFormBodySchema,
);
export type CourseFormValues = v.InferInput<typeof CourseFormValuesSchema>;
export type CourseFormOutput = v.InferOutput<typeof CourseFormValuesSchema>;

export const LessonFormValuesSchema = v.pipe(
  v.object({ title: v.string(), description: v.string(), videoUrl: v.string(), duration: v.string(), order: v.string(), isPrivate: v.boolean(), section: v.string() }),
  v.transform(({ duration, order, section, ...rest }): v.InferInput<typeof LessonFormBodySchema> => ({
    ...rest,
    duration: numberOf(duration),
    order: numberOf(order),
    ...(section.trim() === '' ? {} : { section }),
  })),
  LessonFormBodySchema,
);
export type LessonFormValues = v.InferInput<typeof LessonFormValuesSchema>;
