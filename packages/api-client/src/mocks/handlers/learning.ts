import { http, HttpResponse } from 'msw';
import { buildCertificate, buildCertificateVerificationResponse } from '../fixtures/learning';
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

/** The learning handlers keyed per resource; a story overrides one key. */
export const learningHandlers = {
  certificatesVerify: certificatesVerify.default,
};
