import type { CourseDetailSchema, CourseInput, LessonSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import type { CourseDetailRow, CourseRow, LessonRow } from './queries';

type LessonInput = v.InferInput<typeof LessonSchema>;
type CourseDetailInput = v.InferInput<typeof CourseDetailSchema>;

/** A course row in the contract's shape; `isSubscribed` is about the signed-in user, false for a visitor. */
export function toCourse(row: CourseRow, isSubscribed = false): CourseInput {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.imageUrl
      ? { image: { url: row.imageUrl, ...(row.imageKey ? { public_id: row.imageKey } : {}), ...(row.imageCardUrl ? { cardUrl: row.imageCardUrl } : {}) } }
      : {}),
    category: row.category,
    currentPrice: row.currentPrice,
    oldPrice: row.oldPrice,
    ...(row.instructorName
      ? { instructor: { name: row.instructorName, ...(row.instructorPicture ? { profilePicture: row.instructorPicture } : {}) } }
      : {}),
    totalLessons: row.totalLessons,
    totalDuration: row.totalMinutes,
    reviews: row.reviews,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    isSubscribed,
    status: row.status,
  };
}

/**
 * A lesson in the contract's shape. A private lesson's video leaves the server only for those who may
 * watch it (subscribers and admins, never blocked users).
 */
export function toLesson(row: LessonRow, { withPrivateVideos, forAdmin = false }: { withPrivateVideos: boolean; forAdmin?: boolean }): LessonInput {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.isPrivate && !withPrivateVideos ? {} : { videoUrl: row.videoUrl }),
    duration: row.durationMinutes,
    order: row.position,
    isPrivate: row.isPrivate,
    ...(row.section ? { section: row.section } : {}),
    // What the lesson manager needs to measure lengths (decision 060); nobody else reads it.
    ...(forAdmin ? { durationSeconds: row.durationSeconds, lengthFlagged: row.lengthFlaggedAt !== null } : {}),
  };
}

/** A course with its lessons and landing page content; the video count is the lessons', never a stored number. */
export function toCourseDetail(
  row: CourseDetailRow,
  { isSubscribed, lessons }: { isSubscribed: boolean; lessons: LessonInput[] },
): CourseDetailInput {
  return {
    ...toCourse(row, isSubscribed),
    lessons,
    tagline: row.tagline,
    learningPoints: row.learningPoints,
    targetAudience: row.targetAudience,
    stats: { videos: lessons.length, quizzes: row.quizCount, pdfs: row.pdfCount },
  };
}
