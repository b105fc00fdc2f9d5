import { http, HttpResponse } from 'msw';
import {
  ARABIC_COURSE_ID,
  buildArabicCertificate,
  buildCertificate,
  buildCertificateVerificationResponse,
  buildCompletedCourse,
  buildCompletedCoursesResponse,
} from '../fixtures/learning';
import { api, errorResponse, never, serverError } from './shared';

/** `GET /certificates/{id}`: the public verification. */
export const certificatesVerify = {
  default: http.get(api('/certificates/:id'), ({ params }) =>
    HttpResponse.json(buildCertificateVerificationResponse(buildCertificate({ id: String(params.id) }))),
  ),
  /** Issued to a learner with an Arabic name, for an Arabic course. */
  arabic: http.get(api('/certificates/:id'), ({ params }) =>
    HttpResponse.json(buildCertificateVerificationResponse(buildArabicCertificate({ id: String(params.id) }))),
  ),
  notFound: http.get(api('/certificates/:id'), () => errorResponse('CERTIFICATE_NOT_FOUND')),
  rateLimited: http.get(api('/certificates/:id'), () =>
    errorResponse('RATE_LIMITED', { message: 'Too many attempts. Please try again in 15 minutes.', retryAfterSeconds: 900 }),
  ),
  error: http.get(api('/certificates/:id'), serverError),
  loading: http.get(api('/certificates/:id'), never),
};

/** `GET /completion/completed-courses`: My Certificates. */
export const completionCompletedCourses = {
  default: http.get(api('/completion/completed-courses'), () =>
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
  ),
  empty: http.get(api('/completion/completed-courses'), () => HttpResponse.json(buildCompletedCoursesResponse([]))),
  error: http.get(api('/completion/completed-courses'), serverError),
  loading: http.get(api('/completion/completed-courses'), never),
};

/** `GET /completion/courses/{id}/certificate`: the learner's certificate for a course, as My Certificates' viewer draws it. */
export const completionCertificate = {
  default: http.get(api('/completion/courses/:id/certificate'), ({ params }) =>
    HttpResponse.json({
      status: 'success',
      data: {
        certificate: params.id === ARABIC_COURSE_ID ? buildArabicCertificate() : buildCertificate({ courseId: String(params.id) }),
      },
    }),
  ),
  error: http.get(api('/completion/courses/:id/certificate'), serverError),
  loading: http.get(api('/completion/courses/:id/certificate'), never),
};

/** The learning handlers keyed per resource; a story overrides one key. */
export const learningHandlers = {
  certificatesVerify: certificatesVerify.default,
  completionCompletedCourses: completionCompletedCourses.default,
  completionCertificate: completionCertificate.default,
};
