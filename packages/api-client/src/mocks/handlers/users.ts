import { delay, http, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES, LOGIN_REQUIRED_MESSAGE, PROFILE_PHOTO_MESSAGES, tooManyAttemptsMessage } from '../../schemas/sentences';
import { fixtureAvatar } from '../fixtures/images';
import { buildAdmin, buildLoginResponse, buildMessageResponse, buildUser, buildUserResponse, endedSessionCookies, FIXTURE_TOKEN, sessionCookies } from '../fixtures/users';
import { api, errorResponse, never, serverError } from './shared';

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

/** A sign-in's answer as the server gives it: the user, and the session's cookies for 7 days when asked to remember. */
const signedIn = async (request: Request, user = buildUser()) => {
  const { remember } = (await request.json()) as { remember?: boolean };
  return HttpResponse.json(buildLoginResponse(user), { headers: sessionCookies({ role: user.role, remember: remember === true }) });
};

/** `POST /users/login` */
export const usersLogin = {
  default: http.post(api('/users/login'), ({ request }) => signedIn(request)),
  admin: http.post(api('/users/login'), ({ request }) => signedIn(request, buildAdmin())),
  /** The answer takes a moment, so 'Signing in...' can be seen. */
  slow: http.post(api('/users/login'), async ({ request }) => {
    await delay(600);
    return signedIn(request);
  }),
  invalidCredentials: http.post(api('/users/login'), () => errorResponse('INVALID_CREDENTIALS')),
  /** Right password, e-mail not yet confirmed: 403, and the server mails a fresh link. */
  unverified: http.post(api('/users/login'), () => errorResponse('EMAIL_NOT_VERIFIED')),
  tooManyAttempts: http.post(api('/users/login'), () => errorResponse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: RATE_LIMIT_WAIT_SECONDS })),
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
  /** The session has ended (logged out elsewhere, password changed): any call answers 401, and the cookies go. */
  unauthorized: http.get(api('/users/profile'), () => errorResponse('LOGIN_REQUIRED', {}, { headers: endedSessionCookies() })),
  error: http.get(api('/users/profile'), serverError),
  loading: http.get(api('/users/profile'), never),
};

/** `POST /users/logout` */
export const usersLogout = {
  default: http.post(api('/users/logout'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.loggedOut), { headers: endedSessionCookies() })),
  unauthorized: http.post(api('/users/logout'), () => errorResponse('LOGIN_REQUIRED')),
  error: http.post(api('/users/logout'), serverError),
  loading: http.post(api('/users/logout'), never),
};

/** `POST /users/register` */
export const usersRegister = {
  default: http.post(api('/users/register'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.registered))),
  /** The message names the e-mail, so the form shows it under the field (docs/product/errors.md#accounts). */
  emailTaken: http.post(api('/users/register'), () => errorResponse('EMAIL_TAKEN', { field: 'email' })),
  tooManyAttempts: http.post(api('/users/register'), () => errorResponse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: RATE_LIMIT_WAIT_SECONDS })),
  error: http.post(api('/users/register'), serverError),
  loading: http.post(api('/users/register'), never),
};

/** `GET /users/verify-email?token=` */
export const usersVerifyEmail = {
  default: http.get(api('/users/verify-email'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verified))),
  expired: http.get(api('/users/verify-email'), () => errorResponse('VERIFICATION_LINK_EXPIRED')),
  error: http.get(api('/users/verify-email'), serverError),
  loading: http.get(api('/users/verify-email'), never),
};

/** `POST /users/forgot-password`: the same answer whether or not the e-mail is registered. */
export const usersForgotPassword = {
  default: http.post(api('/users/forgot-password'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.resetLinkSent))),
  tooManyAttempts: http.post(api('/users/forgot-password'), () => errorResponse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: RATE_LIMIT_WAIT_SECONDS })),
  error: http.post(api('/users/forgot-password'), serverError),
  loading: http.post(api('/users/forgot-password'), never),
};

/** `GET /users/google/status`: whether the server offers Google sign-in. */
export const usersGoogleStatus = {
  default: http.get(api('/users/google/status'), () => HttpResponse.json({ status: 'success', data: { configured: true } })),
  notConfigured: http.get(api('/users/google/status'), () => HttpResponse.json({ status: 'success', data: { configured: false } })),
  error: http.get(api('/users/google/status'), serverError),
};

/** `POST /users/resend-verification` */
export const usersResendVerification = {
  default: http.post(api('/users/resend-verification'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verificationSent))),
  error: http.post(api('/users/resend-verification'), serverError),
  loading: http.post(api('/users/resend-verification'), never),
};

/** `POST /users/reset-password` */
export const usersResetPassword = {
  default: http.post(api('/users/reset-password'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.passwordReset))),
  expired: http.post(api('/users/reset-password'), () => errorResponse('RESET_LINK_EXPIRED')),
  error: http.post(api('/users/reset-password'), serverError),
  loading: http.post(api('/users/reset-password'), never),
};

/** `PATCH /users/profile`: JSON, or multipart with the photo in `image`. The answer echoes the change. */
export const usersUpdateProfile = {
  default: http.patch(api('/users/profile'), async ({ request }) => {
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
  }),
  notAnImage: http.patch(api('/users/profile'), () => errorResponse('PHOTO_NOT_AN_IMAGE')),
  photoTooLarge: http.patch(api('/users/profile'), () => errorResponse('PHOTO_TOO_LARGE')),
  error: http.patch(api('/users/profile'), serverError),
  loading: http.patch(api('/users/profile'), never),
};

/** `PUT /users/update-password`: the other sessions end, this one goes on in a fresh cookie. */
export const usersUpdatePassword = {
  default: http.put(api('/users/update-password'), () =>
    HttpResponse.json({ status: 'success', message: USER_MESSAGES.passwordUpdated, data: { token: FIXTURE_TOKEN } }, { headers: sessionCookies() }),
  ),
  wrongCurrentPassword: http.put(api('/users/update-password'), () => errorResponse('WRONG_CURRENT_PASSWORD', { field: 'currentPassword' })),
  error: http.put(api('/users/update-password'), serverError),
  loading: http.put(api('/users/update-password'), never),
};

/** Account handlers keyed per resource; a story overrides one key. */
export const userHandlers = {
  usersLogin: usersLogin.default,
  usersProfile: usersProfile.default,
  usersLogout: usersLogout.default,
  usersRegister: usersRegister.default,
  usersVerifyEmail: usersVerifyEmail.default,
  usersForgotPassword: usersForgotPassword.default,
  usersResetPassword: usersResetPassword.default,
  usersUpdateProfile: usersUpdateProfile.default,
  usersUpdatePassword: usersUpdatePassword.default,
  usersGoogleStatus: usersGoogleStatus.default,
  usersResendVerification: usersResendVerification.default,
};
