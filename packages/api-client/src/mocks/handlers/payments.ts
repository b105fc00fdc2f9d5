import { HttpResponse } from 'msw';
import {
  FIXTURE_PAYMENT_METHODS,
  buildCreatePaymentResponse,
  buildFreeEnrolmentResponse,
  buildKioskPayment,
  buildMyPaymentsResponse,
  buildPayment,
  buildPaymentMethodsResponse,
  buildPaymentResponse,
  buildSubscriptionStatusResponse,
} from '../fixtures/payments';
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
  /** A server set up for cards only: Enroll Now goes straight to the card page. */
  cardOnly: () => HttpResponse.json(buildPaymentMethodsResponse([FIXTURE_PAYMENT_METHODS[0]])),
});

/** `GET /payments/mine`: My Courses' payments awaiting money and receipts. */
export const paymentsMine = routeStates('get', '/payments/mine', {
  default: () => HttpResponse.json(buildMyPaymentsResponse()),
  none: () => HttpResponse.json(buildMyPaymentsResponse([])),
  awaitingKiosk: () => HttpResponse.json(buildMyPaymentsResponse([buildKioskPayment({ _id: '00000000-0000-4000-a000-000000000002' }), buildPayment()])),
});

/** `GET /payments/{paymentId}`: the result page's payment. */
export const paymentsDetail = routeStates('get', '/payments/:paymentId', {
  default: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId) }))),
  pending: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'pending', paidAt: null }))),
  failed: ({ params }) => HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'failed', paidAt: null }))),
  walletPending: ({ params }) =>
    HttpResponse.json(buildPaymentResponse(buildPayment({ _id: String(params.paymentId), status: 'pending', paymentMethod: 'WALLET', paidAt: null, providerReference: null }))),
  kioskPending: ({ params }) => HttpResponse.json(buildPaymentResponse(buildKioskPayment({ _id: String(params.paymentId) }))),
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
 * Payment handlers keyed per resource; `/payments/methods` and `/payments/mine` come before
 * `/payments/:paymentId`, which would otherwise take them for ids. A story overrides one key.
 */
export const paymentHandlers = defaultsOf({ paymentsMethods, paymentsMine, paymentsCreate, paymentsDetail, coursesSubscriptionStatus });
