import { delay, http, HttpResponse } from 'msw';
import { buildAdmin, buildLoginResponse, buildMessageResponse, buildUser, buildUserResponse } from '../fixtures/users';
import { api, errorResponse, never, serverError } from './shared';

/** The API's own sentences, so stories read what a visitor would read. */
export const USER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before logging in.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',
  loginRequired: 'Please log in',
  loggedOut: 'You have been logged out.',
} as const;

/** `POST /users/login` */
export const usersLogin = {
  default: http.post(api('/users/login'), () => HttpResponse.json(buildLoginResponse())),
  admin: http.post(api('/users/login'), () => HttpResponse.json(buildLoginResponse(buildAdmin()))),
  /** The answer takes a moment, so 'Signing in...' can be seen. */
  slow: http.post(api('/users/login'), async () => {
    await delay(600);
    return HttpResponse.json(buildLoginResponse());
  }),
  invalidCredentials: http.post(api('/users/login'), () => errorResponse(401, USER_MESSAGES.invalidCredentials)),
  /** Right password, e-mail not yet confirmed: 403, and the server mails a fresh link. */
  unverified: http.post(api('/users/login'), () => errorResponse(403, USER_MESSAGES.unverified)),
  tooManyAttempts: http.post(api('/users/login'), () => errorResponse(429, USER_MESSAGES.tooManyAttempts)),
  error: http.post(api('/users/login'), serverError),
  loading: http.post(api('/users/login'), never),
};

/** `GET /users/profile` */
export const usersProfile = {
  default: http.get(api('/users/profile'), () => HttpResponse.json(buildUserResponse())),
  admin: http.get(api('/users/profile'), () => HttpResponse.json(buildUserResponse(buildAdmin()))),
  blocked: http.get(api('/users/profile'), () =>
    HttpResponse.json(
      buildUserResponse(buildUser({ isBlocked: true, blockReason: 'Shared account', blockedAt: '2026-11-01T10:00:00.000Z' })),
    ),
  ),
  /** The session has ended (logged out elsewhere, password changed): any call answers 401. */
  unauthorized: http.get(api('/users/profile'), () => errorResponse(401, USER_MESSAGES.loginRequired)),
  error: http.get(api('/users/profile'), serverError),
  loading: http.get(api('/users/profile'), never),
};

/** `POST /users/logout` */
export const usersLogout = {
  default: http.post(api('/users/logout'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.loggedOut))),
  unauthorized: http.post(api('/users/logout'), () => errorResponse(401, USER_MESSAGES.loginRequired)),
  error: http.post(api('/users/logout'), serverError),
  loading: http.post(api('/users/logout'), never),
};

/** Account handlers keyed per resource; a story overrides one key. */
export const userHandlers = {
  usersLogin: usersLogin.default,
  usersProfile: usersProfile.default,
  usersLogout: usersLogout.default,
};
