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

/* The lesson player's calls (docs/product/learning.md#api-calls). */

interface Call {
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  signal?: AbortSignal;
}

const course = (courseId: string) => encodeURIComponent(courseId);

/** A course's lessons in order; a private lesson's video only for those who may watch it. */
export async function listLessons(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  const { data } = await client.request({ path: `/lessons/courses/${course(courseId)}/lessons`, schema: LessonsResponseSchema, ...call });
  return data.lessons;
}

/** What the player played since its last report, and where it is: answers the lesson's progress as counted. */
export async function reportProgress(
  client: ApiClient,
  { lessonId, body, ...call }: Call & { lessonId: string; body: ProgressReportBody; keepalive?: boolean },
) {
  const { data } = await client.request({
    path: `/lessons/${encodeURIComponent(lessonId)}/progress`,
    method: 'POST',
    body,
    schema: ProgressReportResponseSchema,
    ...call,
  });
  return data.progress;
}

/** The learner's progress in a course: the lesson watched last (where to resume) and each lesson's. */
export async function getCourseProgress(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  const { data } = await client.request({ path: `/lessons/courses/${course(courseId)}/progress`, schema: CourseProgressResponseSchema, ...call });
  return data;
}

/** The completed lessons' ids and their completions. */
export async function getCompletedLessons(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  const { data } = await client.request({
    path: `/completion/courses/${course(courseId)}/completed-lessons`,
    schema: CompletedLessonsResponseSchema,
    ...call,
  });
  return data;
}

/** Completed and total lessons, and the rounded percentage. */
export async function getCompletionStatus(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  const { data } = await client.request({
    path: `/completion/courses/${course(courseId)}/completion-status`,
    schema: CompletionStatusResponseSchema,
    ...call,
  });
  return data;
}

/** A certificate by its id, for anyone: its printed fields and whether it stands. */
export async function verifyCertificate(client: ApiClient, { certificateId, ...call }: Call & { certificateId: string }) {
  const { data } = await client.request({
    path: `/certificates/${encodeURIComponent(certificateId)}`,
    schema: CertificateVerificationResponseSchema,
    ...call,
  });
  return data;
}

/** The signed-in learner's completed courses, each with its certificate's id, newest first. */
export async function getCompletedCourses(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/completion/completed-courses', schema: CompletedCoursesResponseSchema, ...call });
  return data.completedCourses;
}

/** The signed-in learner's certificate for a course. */
export async function getCourseCertificate(client: ApiClient, { courseId, ...call }: Call & { courseId: string }) {
  const { data } = await client.request({ path: `/completion/courses/${course(courseId)}/certificate`, schema: CertificateResponseSchema, ...call });
  return data.certificate;
}
