import type { ApiClient } from '../client';
import type { ProgressReportBody } from '../schemas/lesson-requests';
import {
  CertificateResponseSchema,
  CertificateVerificationResponseSchema,
  CompletedCoursesResponseSchema,
  CompletedLessonsResponseSchema,
  CompletionStatusResponseSchema,
  CourseProgressResponseSchema,
  LessonsResponseSchema,
  ProgressReportResponseSchema,
} from '../schemas/lessons';
import { path, requestData, type Call } from './call';

/* The lesson player's calls (docs/product/learning.md#api-calls). */

/** A course's lessons in order; a private lesson's video only for those who may watch it. */
export async function listLessons(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return (await requestData(client, { path: path`/lessons/courses/${courseId}/lessons`, schema: LessonsResponseSchema, ...call })).lessons;
}

/** What the player played since its last report, and where it is: answers the lesson's progress as counted. */
export async function reportProgress(
  client: ApiClient,
  { lessonId, body, ...call }: Call & { lessonId: string; body: ProgressReportBody; keepalive?: boolean },
) {
  return (await requestData(client, { path: path`/lessons/${lessonId}/progress`, method: 'POST', body, schema: ProgressReportResponseSchema, ...call })).progress;
}

/** The learner's progress in a course: the lesson watched last (where to resume) and each lesson's. */
export async function getCourseProgress(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return requestData(client, { path: path`/lessons/courses/${courseId}/progress`, schema: CourseProgressResponseSchema, ...call });
}

/** The completed lessons' ids and their completions. */
export async function getCompletedLessons(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return requestData(client, { path: path`/completion/courses/${courseId}/completed-lessons`, schema: CompletedLessonsResponseSchema, ...call });
}

/** Completed and total lessons, and the rounded percentage. */
export async function getCompletionStatus(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return requestData(client, { path: path`/completion/courses/${courseId}/completion-status`, schema: CompletionStatusResponseSchema, ...call });
}

/** A certificate by its id, for anyone: its printed fields and whether it stands. */
export async function verifyCertificate(client: ApiClient, { certificateId, ...call }: Call & { certificateId: string }) {
  return requestData(client, { path: path`/certificates/${certificateId}`, schema: CertificateVerificationResponseSchema, ...call });
}

/** The signed-in learner's completed courses, each with its certificate's id, newest first. */
export async function getCompletedCourses(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/completion/completed-courses', schema: CompletedCoursesResponseSchema, ...call })).completedCourses;
}

/** The signed-in learner's certificate for a course. */
export async function getCourseCertificate(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  return (await requestData(client, { path: path`/completion/courses/${courseId}/certificate`, schema: CertificateResponseSchema, ...call })).certificate;
}
