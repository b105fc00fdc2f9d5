import type { CompletedCourseSchema, CompletionSchema, LessonProgress } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import type { certificates, lessonProgress } from '../db/schema';
import type { CompletedRow } from './lessons';

type ProgressRow = typeof lessonProgress.$inferSelect;

/** A lesson's progress as the player reads it; seconds to a tenth. */
export const toProgress = (row: ProgressRow): LessonProgress => ({
  lessonId: row.lessonId,
  position: Math.round(row.positionSeconds * 10) / 10,
  watchedSeconds: Math.round(row.watchedSeconds * 10) / 10,
  durationSeconds: Math.round(row.durationSeconds * 10) / 10,
  completed: row.completedAt !== null,
});

/** A completed lesson as the completion calls answer it: the watch time counted, not claimed. */
export const toCompletion = (row: CompletedRow): v.InferOutput<typeof CompletionSchema> => ({
  lessonId: row.lessonId,
  courseId: row.courseId,
  watchTime: Math.round(row.watchedSeconds),
  completionPercentage: row.durationSeconds > 0 ? Math.min(100, Math.round((row.watchedSeconds / row.durationSeconds) * 100)) : 100,
  completedAt: row.completedAt.toISOString(),
});


type CertificateRow = typeof certificates.$inferSelect;

/** A completed course as My Certificates lists it: its certificate, and the course's image. */
export const toCompletedCourse = ({ certificate, imageUrl }: { certificate: CertificateRow; imageUrl: string | null }): v.InferOutput<typeof CompletedCourseSchema> => ({
  _id: certificate.id,
  course: { _id: certificate.courseId, title: certificate.courseTitle, ...(imageUrl ? { image: { url: imageUrl } } : {}) },
  completedAt: certificate.completedAt.toISOString(),
  certificateId: certificate.id,
  completionPercentage: certificate.completionPercentage,
  completedLessons: certificate.completedLessons,
});
