import { delay, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES, LOGIN_REQUIRED_MESSAGE, PROFILE_PHOTO_MESSAGES, tooManyAttemptsMessage } from '../../schemas/sentences';
import { fixtureAvatar } from '../fixtures/images';
import { buildAdmin, buildLoginResponse, buildMessageResponse, buildUser, buildUserResponse, endedSessionCookies, FIXTURE_TOKEN, sessionCookies } from '../fixtures/users';
import { success } from '../fixtures/envelope';
import { defaultsOf, errorResponse, routeStates } from './shared';

/** How long the rate-limited stories say to wait. */
const RATE_LIMIT_WAIT_SECONDS = 15 * 60;

/** The contract's sentences these handlers answer with, so stories read what a visitor would read. */
export const USER_MESSAGES = {
  invalidCredentials: ACCOUNT_MESSAGES.invalidCredentials,
  unverified: ACCOUNT_MESSAGES.unverified,
  tooManyAttempts: tooManyAttemptsMessage(RATE_LIMIT_WAIT_SECONDS * 1000),
  loginRequired: LOGIN_REQUIRED_MESSAGE,
  loggedOut: ACCOUNT_MESSAGES.loggedOut,
  registered: ACCOUNT_MESSAGES.registered,
  emailTaken: ACCOUNT_MESSAGES.emailTaken,
  verified: ACCOUNT_MESSAGES.verified,
  verificationExpired: ACCOUNT_MESSAGES.verificationFailed.expired,
  resetLinkSent: ACCOUNT_MESSAGES.resetLinkSent,
  verificationSent: ACCOUNT_MESSAGES.verificationSent,
  passwordReset: ACCOUNT_MESSAGES.passwordReset,
  resetLinkExpired: ACCOUNT_MESSAGES.resetFailed.expired,
  wrongCurrentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
  passwordUpdated: ACCOUNT_MESSAGES.passwordUpdated,
  notAnImage: PROFILE_PHOTO_MESSAGES.notAnImage,
  photoTooLarge: PROFILE_PHOTO_MESSAGES.tooLarge,
} as const;

/** A rate limit's refusal, with the wait the stories say. */
const tooManyAttempts = () => errorResponse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: RATE_LIMIT_WAIT_SECONDS });

/** A sign-in's answer as the server gives it: the user, and the session's cookies for 7 days when asked to remember. */
const signedIn = async (request: Request, user = buildUser()) => {
  const { remember } = (await request.json()) as { remember?: boolean };
  return HttpResponse.json(buildLoginResponse(user), { headers: sessionCookies({ role: user.role, remember: remember === true }) });
};

/** `POST /users/login` */
export const usersLogin = routeStates('post', '/users/login', {
  default: ({ request }) => signedIn(request),
  admin: ({ request }) => signedIn(request, buildAdmin()),
  /** The answer takes a moment, so 'Signing in...' can be seen. */
  slow: async ({ request }) => {
    await delay(600);
    return signedIn(request);
  },
  invalidCredentials: () => errorResponse('INVALID_CREDENTIALS'),
  /** Right password, e-mail not yet confirmed: 403, and the server mails a fresh link. */
  unverified: () => errorResponse('EMAIL_NOT_VERIFIED'),
  tooManyAttempts,
});

/** `GET /users/profile` */
export const usersProfile = routeStates('get', '/users/profile', {
  default: () => HttpResponse.json(buildUserResponse()),
  admin: () => HttpResponse.json(buildUserResponse(buildAdmin())),
  blocked: () =>
    HttpResponse.json(
      buildUserResponse(buildUser({ isBlocked: true, blockReason: 'Shared account', blockedAt: '2026-11-01T10:00:00.000Z' })),
    ),
  /** The session has ended (logged out elsewhere, password changed): any call answers 401, and the cookies go. */
  unauthorized: () => errorResponse('LOGIN_REQUIRED', {}, { headers: endedSessionCookies() }),
});

/** `POST /users/logout` */
export const usersLogout = routeStates('post', '/users/logout', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.loggedOut), { headers: endedSessionCookies() }),
  unauthorized: () => errorResponse('LOGIN_REQUIRED'),
});

/** `POST /users/register` */
export const usersRegister = routeStates('post', '/users/register', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.registered)),
  /** The message names the e-mail, so the form shows it under the field (docs/product/errors.md#accounts). */
  emailTaken: () => errorResponse('EMAIL_TAKEN', { field: 'email' }),
  tooManyAttempts,
});

/** `GET /users/verify-email?token=` */
export const usersVerifyEmail = routeStates('get', '/users/verify-email', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verified)),
  expired: () => errorResponse('VERIFICATION_LINK_EXPIRED'),
});

/** `POST /users/forgot-password`: the same answer whether or not the e-mail is registered. */
export const usersForgotPassword = routeStates('post', '/users/forgot-password', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.resetLinkSent)),
  tooManyAttempts,
});

/** `GET /users/google/status`: whether the server offers Google sign-in. */
export const usersGoogleStatus = routeStates('get', '/users/google/status', {
  default: () => HttpResponse.json(success({ configured: true })),
  notConfigured: () => HttpResponse.json(success({ configured: false })),
});

/** `POST /users/resend-verification` */
export const usersResendVerification = routeStates('post', '/users/resend-verification', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verificationSent)),
});

/** `POST /users/reset-password` */
export const usersResetPassword = routeStates('post', '/users/reset-password', {
  default: () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.passwordReset)),
  expired: () => errorResponse('RESET_LINK_EXPIRED'),
});

/** `PATCH /users/profile`: JSON, or multipart with the photo in `image`. The answer echoes the change. */
export const usersUpdateProfile = routeStates('patch', '/users/profile', {
  default: async ({ request }) => {
    const isForm = request.headers.get('Content-Type')?.startsWith('multipart/form-data') === true;
    const fields: Record<string, string | undefined> = isForm
      ? Object.fromEntries([...(await request.formData())].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])))
      : ((await request.json()) as Record<string, string>);
    const { firstName, lastName, phoneNumber } = fields;
    return HttpResponse.json(
      buildUserResponse(
        buildUser({
          ...(firstName === undefined ? {} : { firstName }),
          ...(lastName === undefined ? {} : { lastName }),
          ...(phoneNumber === undefined ? {} : { phoneNumber }),
          ...(isForm ? { image: { url: fixtureAvatar({ hue: 280 }) } } : {}),
        }),
      ),
    );
  },
  notAnImage: () => errorResponse('PHOTO_NOT_AN_IMAGE'),
  photoTooLarge: () => errorResponse('PHOTO_TOO_LARGE'),
});

/** `PUT /users/update-password`: the other sessions end, this one goes on in a fresh cookie. */
export const usersUpdatePassword = routeStates('put', '/users/update-password', {
  default: () => HttpResponse.json({ status: 'success', message: USER_MESSAGES.passwordUpdated, data: { token: FIXTURE_TOKEN } }, { headers: sessionCookies() }),
  wrongCurrentPassword: () => errorResponse('WRONG_CURRENT_PASSWORD', { field: 'currentPassword' }),
});

/** Account handlers keyed per resource; a story overrides one key. */
export const userHandlers = defaultsOf({
  usersLogin, usersProfile, usersLogout, usersRegister, usersVerifyEmail, usersForgotPassword,
  usersResetPassword, usersUpdateProfile, usersUpdatePassword, usersGoogleStatus, usersResendVerification,
});
