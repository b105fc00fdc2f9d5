import { http, HttpResponse } from 'msw';
import {
  buildCreatePaymentResponse,
  buildFreeEnrolmentResponse,
  buildPayment,
  buildPaymentMethodsResponse,
  buildPaymentResponse,
  buildSubscriptionStatusResponse,
} from '../fixtures/payments';
import { api, errorResponse, never, serverError } from './shared';

/** `POST /payments/create/{courseId}` */
export const paymentsCreate = {
  default: http.post(api('/payments/create/:id'), () => HttpResponse.json(buildCreatePaymentResponse())),
  /** A free course: enrolled at once, the URL is the course's lessons. */
  free: http.post(api('/payments/create/:id'), ({ params }) => HttpResponse.json(buildFreeEnrolmentResponse(String(params.id)))),
  loginRequired: http.post(api('/payments/create/:id'), () => errorResponse('LOGIN_REQUIRED')),
  blocked: http.post(api('/payments/create/:id'), () => errorResponse('ACCOUNT_BLOCKED')),
  conflict: http.post(api('/payments/create/:id'), () => errorResponse('ALREADY_SUBSCRIBED')),
  providerUnavailable: http.post(api('/payments/create/:id'), () => errorResponse('PAYMENT_PROVIDER_UNAVAILABLE')),
  error: http.post(api('/payments/create/:id'), serverError),
  loading: http.post(api('/payments/create/:id'), never),
};

/** `GET /payments/methods` */
export const paymentsMethods = {
  default: http.get(api('/payments/methods'), () => HttpResponse.json(buildPaymentMethodsResponse())),
  error: http.get(api('/payments/methods'), serverError),
  loading: http.get(api('/payments/methods'), never),
};

/** `GET /payments/{paymentId}`: the result page's payment. */
export const paymentsDetail = {
  default: http.get(api('/payments/:paymentId'), ({ params }) =>
    HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId) }))),
  ),
  pending: http.get(api('/payments/:paymentId'), ({ params }) =>
    HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'pending', paidAt: null }))),
  ),
  failed: http.get(api('/payments/:paymentId'), ({ params }) =>
    HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'failed', paidAt: null }))),
  ),
  notFound: http.get(api('/payments/:paymentId'), () => errorResponse('PAYMENT_NOT_FOUND')),
  loginRequired: http.get(api('/payments/:paymentId'), () => errorResponse('LOGIN_REQUIRED')),
  error: http.get(api('/payments/:paymentId'), serverError),
  loading: http.get(api('/payments/:paymentId'), never),
};

/** `GET /courses/{id}/subscription-status?userId=` */
export const coursesSubscriptionStatus = {
  default: http.get(api('/courses/:id/subscription-status'), () => HttpResponse.json(buildSubscriptionStatusResponse(false))),
  subscribed: http.get(api('/courses/:id/subscription-status'), () => HttpResponse.json(buildSubscriptionStatusResponse(true))),
  /** The message contains 'blocked', which marks the user blocked (docs/product/course-page.md#api-calls). */
  blocked: http.get(api('/courses/:id/subscription-status'), () => errorResponse('ACCOUNT_BLOCKED')),
  loginRequired: http.get(api('/courses/:id/subscription-status'), () => errorResponse('LOGIN_REQUIRED')),
  error: http.get(api('/courses/:id/subscription-status'), serverError),
  loading: http.get(api('/courses/:id/subscription-status'), never),
};

/**
 * Payment handlers keyed per resource; `/payments/methods` comes before `/payments/:paymentId`,
 * which would otherwise take "methods" for an id. A story overrides one key.
 */
export const paymentHandlers = {
  paymentsMethods: paymentsMethods.default,
  paymentsCreate: paymentsCreate.default,
  paymentsDetail: paymentsDetail.default,
  coursesSubscriptionStatus: coursesSubscriptionStatus.default,
};
