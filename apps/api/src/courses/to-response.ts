import type { CourseDetailSchema, LessonSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import { toCourse, type CourseDetailRow } from './queries';

type CourseDetailInput = v.InferInput<typeof CourseDetailSchema>;

/** A course with its lessons and landing page content; the counts are the lessons' and their PDFs', never stored numbers. */
export function toCourseDetail(
  row: CourseDetailRow,
  { isSubscribed, lessons }: { isSubscribed: boolean; lessons: v.InferInput<typeof LessonSchema>[] },
): CourseDetailInput {
  const course = toCourse(row, isSubscribed);
  return {
    ...course,
    // Who teaches it, as its page introduces them; the cards need only the name and photo.
    ...(course.instructor ? { instructor: { ...course.instructor, title: row.instructorTitle ?? '', bio: row.instructorBio ?? '' } } : {}),
    lessons,
    tagline: row.tagline,
    learningPoints: row.learningPoints,
    targetAudience: row.targetAudience,
    stats: { videos: lessons.length, pdfs: row.pdfCount },
  };
}
