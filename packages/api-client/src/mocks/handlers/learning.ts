import { http, HttpResponse } from 'msw';
import { buildCertificate, buildCertificateVerificationResponse, buildCompletedCourse, buildCompletedCoursesResponse } from '../fixtures/learning';
import { api, errorResponse, never, serverError } from './shared';

/** `GET /certificates/{id}`: the public verification. */
export const certificatesVerify = {
  default: http.get(api('/certificates/:id'), ({ params }) =>
    HttpResponse.json(buildCertificateVerificationResponse(buildCertificate({ id: String(params.id) }))),
  ),
  /** Issued to a learner with an Arabic name, for an Arabic course. */
  arabic: http.get(api('/certificates/:id'), ({ params }) =>
    HttpResponse.json(
      buildCertificateVerificationResponse(
        buildCertificate({ id: String(params.id), learnerName: 'سلمى أحمد', courseTitle: 'بناء سيرتك الذاتية للمنح الدولية' }),
      ),
    ),
  ),
  notFound: http.get(api('/certificates/:id'), () => errorResponse('CERTIFICATE_NOT_FOUND')),
  rateLimited: http.get(api('/certificates/:id'), () => errorResponse('RATE_LIMITED', { message: 'Too many attempts. Please try again in 15 minutes.', retryAfterSeconds: 900 })),
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
          _id: 'Ab12Cd34Ef56Gh78Ij90Kl',
          certificateId: 'Ab12Cd34Ef56Gh78Ij90Kl',
          course: { _id: '00000000-0000-4000-b000-000000000002', title: 'بناء سيرتك الذاتية للمنح الدولية' },
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
        certificate:
          params.id === '00000000-0000-4000-b000-000000000002'
            ? buildCertificate({ id: 'Ab12Cd34Ef56Gh78Ij90Kl', courseId: String(params.id), learnerName: 'سلمى أحمد', courseTitle: 'بناء سيرتك الذاتية للمنح الدولية', completedLessons: 8, totalLessons: 8 })
            : buildCertificate({ courseId: String(params.id) }),
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
