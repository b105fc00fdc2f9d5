import * as v from 'valibot';
import { successEnvelope } from './common';
import { LessonSchema } from './courses';

/* The lesson player's answers: docs/product/learning.md. */

/** `GET /lessons/courses/{id}/lessons`: in order; a private lesson's video only for those who may watch it. */
export const LessonsResponseSchema = successEnvelope(v.object({ lessons: v.array(LessonSchema) }));

/** One lesson's progress for the signed-in learner. */
export const LessonProgressSchema = v.object({
  lessonId: v.string(),
  /** Where to resume, in seconds. */
  position: v.number(),
  /** Seconds of the video really played, each counted once. */
  watchedSeconds: v.number(),
  /** The length the server counts against; 0 while unknown. */
  durationSeconds: v.number(),
  completed: v.boolean(),
});
export type LessonProgress = v.InferOutput<typeof LessonProgressSchema>;

/** `POST /lessons/{id}/progress`: the lesson's progress as counted. */
export const ProgressReportResponseSchema = successEnvelope(v.object({ progress: LessonProgressSchema }));

/** `GET /lessons/courses/{id}/progress`: every lesson started, and the one watched last (where to resume). */
export const CourseProgressResponseSchema = successEnvelope(
  v.object({ lastLessonId: v.nullable(v.string()), lessons: v.array(LessonProgressSchema) }),
);

/** `POST /lessons/{id}/complete`. */
export const CompleteLessonResponseSchema = successEnvelope(v.object({ lessonId: v.string() }));

/** `GET /lessons/courses/{id}/completed`: the ids of the completed lessons. */
export const CompletedLessonIdsResponseSchema = successEnvelope(v.object({ completedLessons: v.array(v.string()) }));

/** A completed lesson as the completion calls answer it: the watch time counted, not claimed. */
export const CompletionSchema = v.object({
  lessonId: v.string(),
  courseId: v.string(),
  watchTime: v.number(),
  completionPercentage: v.number(),
  completedAt: v.string(),
});

/** `POST /completion/lessons/complete`. */
export const CompletionResponseSchema = successEnvelope(v.object({ completion: CompletionSchema }));

/** `GET /completion/courses/{id}/completed-lessons`. */
export const CompletedLessonsResponseSchema = successEnvelope(
  v.object({ completedLessons: v.array(v.string()), completions: v.array(CompletionSchema) }),
);

/** `GET /completion/courses/{id}/completion-status`: counts never exceed the totals. */
export const CompletionStatusSchema = v.object({
  completedLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** A whole number from 0 to 100. */
  completionPercentage: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export const CompletionStatusResponseSchema = successEnvelope(CompletionStatusSchema);

/** A certificate as its owner and the public verification page read it (docs/product/learning.md#certificates). */
export const CertificateSchema = v.object({
  /** 128 random bits, URL-safe: the verification page's address. */
  id: v.string(),
  courseId: v.string(),
  /** The learner's name and the course's title as they were when it was issued. */
  learnerName: v.string(),
  courseTitle: v.string(),
  completedAt: v.string(),
  issuedAt: v.string(),
  completedLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
  completionPercentage: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export type Certificate = v.InferOutput<typeof CertificateSchema>;

/** `GET /completion/courses/{id}/certificate`: the learner's certificate for the course. */
export const CertificateResponseSchema = successEnvelope(v.object({ certificate: CertificateSchema }));

/** Why and when a certificate stopped standing; no reason when it was removed with its account or course. */
export const CertificateRevocationSchema = v.object({ reason: v.nullable(v.string()), revokedAt: v.pipe(v.string(), v.isoTimestamp()) });
export type CertificateRevocation = v.InferOutput<typeof CertificateRevocationSchema>;

/**
 * `GET /certificates/{id}`, public: the printed fields, and whether the certificate stands
 * (docs/product/learning.md#revocation). A revoked one still shows what it said, unless it was removed with
 * its account or course: then nothing of it is left but that it no longer stands.
 */
export const CertificateVerificationSchema = v.variant('status', [
  v.object({ status: v.literal('valid'), certificate: CertificateSchema }),
  v.object({ status: v.literal('revoked'), certificate: v.nullable(CertificateSchema), revocation: CertificateRevocationSchema }),
]);
export type CertificateVerification = v.InferOutput<typeof CertificateVerificationSchema>;
export const CertificateVerificationResponseSchema = successEnvelope(CertificateVerificationSchema);

/** A completed course as My Certificates lists it. */
export const CompletedCourseSchema = v.object({
  _id: v.string(),
  course: v.object({ _id: v.string(), title: v.string(), image: v.optional(v.object({ url: v.string() })) }),
  completedAt: v.string(),
  certificateId: v.string(),
  completionPercentage: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  completedLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type CompletedCourse = v.InferOutput<typeof CompletedCourseSchema>;

/** `GET /completion/completed-courses`: the learner's completed courses, newest first. */
export const CompletedCoursesResponseSchema = successEnvelope(v.object({ completedCourses: v.array(CompletedCourseSchema) }));
