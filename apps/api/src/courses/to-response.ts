import type { CourseDetailSchema, LessonSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import { toCourse, type CourseDetailRow } from './queries';

type CourseDetailInput = v.InferInput<typeof CourseDetailSchema>;

/** A course with its lessons and landing page content; the counts are the lessons' and their PDFs', never stored numbers. */
export function toCourseDetail(
  row: CourseDetailRow,
  { isSubscribed, lessons }: { isSubscribed: boolean; lessons: v.InferInput<typeof LessonSchema>[] },
): CourseDetailInput {
  return {
    ...toCourse(row, isSubscribed),
    lessons,
    tagline: row.tagline,
    learningPoints: row.learningPoints,
    targetAudience: row.targetAudience,
    stats: { videos: lessons.length, pdfs: row.pdfCount },
  };
}
