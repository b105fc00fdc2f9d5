import { HttpResponse } from 'msw';
import { buildCreatePaymentResponse, buildFreeEnrolmentResponse, buildPayment, buildPaymentMethodsResponse, buildPaymentResponse, buildSubscriptionStatusResponse } from '../fixtures/payments';
import { defaultsOf, errorResponse, routeStates } from './shared';

/** `POST /payments/create/{courseId}` */
export const paymentsCreate = routeStates('post', '/payments/create/:id', {
  default: () => HttpResponse.json(buildCreatePaymentResponse()),
  /** A free course: enrolled at once, the URL is the course's lessons. */
  free: ({ params }) => HttpResponse.json(buildFreeEnrolmentResponse(String(params.id))),
  loginRequired: () => errorResponse('LOGIN_REQUIRED'),
  blocked: () => errorResponse('ACCOUNT_BLOCKED'),
  conflict: () => errorResponse('ALREADY_SUBSCRIBED'),
  providerUnavailable: () => errorResponse('PAYMENT_PROVIDER_UNAVAILABLE'),
});

/** `GET /payments/methods` */
export const paymentsMethods = routeStates('get', '/payments/methods', {
  default: () => HttpResponse.json(buildPaymentMethodsResponse()),
});

/** `GET /payments/{paymentId}`: the result page's payment. */
export const paymentsDetail = routeStates('get', '/payments/:paymentId', {
  default: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId) }))),
  pending: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'pending', paidAt: null }))),
  failed: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'failed', paidAt: null }))),
  notFound: () => errorResponse('PAYMENT_NOT_FOUND'),
  loginRequired: () => errorResponse('LOGIN_REQUIRED'),
});

/** `GET /courses/{id}/subscription-status?userId=` */
export const coursesSubscriptionStatus = routeStates('get', '/courses/:id/subscription-status', {
  default: () => HttpResponse.json(buildSubscriptionStatusResponse(false)),
  subscribed: () => HttpResponse.json(buildSubscriptionStatusResponse(true)),
  /** The message contains 'blocked', which marks the user blocked (docs/product/course-page.md#api-calls). */
  blocked: () => errorResponse('ACCOUNT_BLOCKED'),
  loginRequired: () => errorResponse('LOGIN_REQUIRED'),
});

/**
 * Payment handlers keyed per resource; `/payments/methods` comes before `/payments/:paymentId`,
 * which would otherwise take "methods" for an id. A story overrides one key.
 */
export const paymentHandlers = defaultsOf({ paymentsMethods, paymentsCreate, paymentsDetail, coursesSubscriptionStatus });
