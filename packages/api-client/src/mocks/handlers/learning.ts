import { http, HttpResponse } from 'msw';
import type { ProgressReportBody } from '../../schemas/lesson-requests';
import {
  ARABIC_COURSE_ID,
  buildCourseProgressResponse,
  buildLessonProgress,
  buildPlayerLessons,
  buildPreviewLessons,
  buildArabicCertificate,
  buildCertificate,
  buildCertificateVerificationResponse,
  buildCompletedCourse,
  buildCompletedCoursesResponse,
  buildRevocation,
  buildRevokedCertificateResponse,
} from '../fixtures/learning';
import { buildLessonFiles } from '../fixtures/courses';
import { success } from '../fixtures/envelope';
import { api, defaultsOf, errorResponse, routeStates } from './shared';

/** `GET /certificates/{id}`: the public verification. */
export const certificatesVerify = routeStates('get', '/certificates/:id', {
  default: ({ params }) => HttpResponse.json(buildCertificateVerificationResponse(buildCertificate({ id: String(params.id) }))),
  /** Issued to a learner with an Arabic name, for an Arabic course. */
  arabic: ({ params }) => HttpResponse.json(buildCertificateVerificationResponse(buildArabicCertificate({ id: String(params.id) }))),
  /** Revoked by an admin, with their reason: what it said, and that it no longer stands. */
  revoked: ({ params }) => HttpResponse.json(buildRevokedCertificateResponse(buildCertificate({ id: String(params.id) }))),
  /** The Arabic certificate, revoked with a reason written in Arabic. */
  revokedArabic: ({ params }) =>
    HttpResponse.json(buildRevokedCertificateResponse(buildArabicCertificate({ id: String(params.id) }), buildRevocation({ reason: 'صدرت عن طريق الخطأ: سُجّل الإتمام مرتين.' }))),
  /** Removed with its account: nothing of it left but that it no longer stands. */
  removed: () => HttpResponse.json(buildRevokedCertificateResponse(null, buildRevocation({ reason: null }))),
  notFound: () => errorResponse('CERTIFICATE_NOT_FOUND'),
  rateLimited: () =>
    errorResponse('RATE_LIMITED', { message: 'Too many attempts. Please try again in 15 minutes.', retryAfterSeconds: 900 }),
});

/** `GET /completion/completed-courses`: My Certificates. */
export const completionCompletedCourses = routeStates('get', '/completion/completed-courses', {
  default: () =>
    HttpResponse.json(
      buildCompletedCoursesResponse([
        buildCompletedCourse(),
        buildCompletedCourse({
          _id: buildArabicCertificate().id,
          certificateId: buildArabicCertificate().id,
          course: { _id: ARABIC_COURSE_ID, title: buildArabicCertificate().courseTitle },
          completedAt: '2026-10-02T12:00:00.000Z',
          completedLessons: 8,
        }),
      ]),
    ),
  empty: () => HttpResponse.json(buildCompletedCoursesResponse([])),
});

/** `GET /completion/courses/{id}/certificate`: the learner's certificate for a course, as My Certificates' viewer draws it. */
export const completionCertificate = routeStates('get', '/completion/courses/:id/certificate', {
  default: ({ params }) =>
    HttpResponse.json(success({ certificate: params.id === ARABIC_COURSE_ID ? buildArabicCertificate() : buildCertificate({ courseId: String(params.id) }) })),
});

const PLAYER_LESSONS = '/lessons/courses/:id/lessons';
const playerLessons = (lessons: ReturnType<typeof buildPlayerLessons>) => () => HttpResponse.json(success({ lessons }));

/** `GET /lessons/courses/{id}/lessons`: the player's lessons, as a subscriber reads them by default. */
export const lessonsList = {
  ...routeStates('get', PLAYER_LESSONS, {
    default: playerLessons(buildPlayerLessons()),
    /** As a visitor who may not watch them reads them: only the free preview has its video. */
    preview: playerLessons(buildPreviewLessons()),
    empty: playerLessons([]),
    blocked: () => errorResponse('ACCOUNT_BLOCKED'),
  }),
  /** As a subscriber reads them when the first lesson has PDFs named `names` (docs/product/learning.md#lesson-files). */
  withFiles: (names?: readonly string[]) =>
    http.get(
      api(PLAYER_LESSONS),
      playerLessons(buildPlayerLessons().map((lesson) => ({ ...lesson, files: lesson._id === 'p-lesson-1' ? buildLessonFiles(lesson._id, names) : [] }))),
    ),
};

const completedLessons = (...ids: string[]) => ids.map((lessonId) => buildLessonProgress({ lessonId, position: 90, watchedSeconds: 90, completed: true }));

/** `GET /lessons/courses/{id}/progress`: the learner's progress in the player's course. */
export const lessonsProgress = routeStates('get', '/lessons/courses/:id/progress', {
  /** Nothing watched yet. */
  default: () => HttpResponse.json(buildCourseProgressResponse()),
  /** The first lesson completed, the second left at 3:42. */
  resuming: () =>
    HttpResponse.json(
      buildCourseProgressResponse({
        lastLessonId: 'p-lesson-2',
        lessons: [buildLessonProgress({ lessonId: 'p-lesson-2', position: 222, watchedSeconds: 222, durationSeconds: 735 }), ...completedLessons('p-lesson-1')],
      }),
    ),
  /** Every lesson but the last completed. */
  lastLessonLeft: () =>
    HttpResponse.json(
      buildCourseProgressResponse({ lastLessonId: 'p-lesson-4', lessons: completedLessons('p-lesson-4', 'p-lesson-3', 'p-lesson-2', 'p-lesson-1') }),
    ),
  /** Every lesson completed. */
  complete: () =>
    HttpResponse.json(
      buildCourseProgressResponse({ lastLessonId: 'p-lesson-5', lessons: completedLessons('p-lesson-5', 'p-lesson-4', 'p-lesson-3', 'p-lesson-2', 'p-lesson-1') }),
    ),
  notSubscribed: () => errorResponse('NOT_SUBSCRIBED'),
  blocked: () => errorResponse('ACCOUNT_BLOCKED'),
});

/**
 * `POST /lessons/{id}/progress`. Stories do not keep a clock: a report at 90 % of the video or later
 * answers the lesson completed (the server itself counts what was really played: decision 040).
 */
export const lessonsReport = routeStates('post', '/lessons/:id/progress', {
  default: async ({ params, request }) => {
    const body = (await request.json()) as ProgressReportBody;
    const durationSeconds = body.duration ?? 0;
    const watchedSeconds = (body.played ?? []).reduce((sum, [start, end]) => sum + (end - start), 0);
    const completed = durationSeconds > 0 && body.position >= durationSeconds * 0.9;
    return HttpResponse.json(success({ progress: { lessonId: String(params.id), position: body.position, watchedSeconds, durationSeconds, completed } }));
  },
  /** The server counted too little (the video was skipped through): never completed. */
  notCounted: async ({ params, request }) => {
    const body = (await request.json()) as ProgressReportBody;
    return HttpResponse.json(success({ progress: buildLessonProgress({ lessonId: String(params.id), position: body.position, durationSeconds: body.duration ?? 0 }) }));
  },
});

/** The learning handlers keyed per resource; a story overrides one key. */
export const learningHandlers = defaultsOf({
  lessonsList, lessonsProgress, lessonsReport, certificatesVerify, completionCompletedCourses,
  completionCertificate,
});
