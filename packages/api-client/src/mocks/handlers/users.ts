import { PROFILE_PHOTO_MESSAGES } from '../../schemas/account-requests';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAvatar } from '../fixtures/images';
import { buildAdmin, buildLoginResponse, buildMessageResponse, buildUser, buildUserResponse, FIXTURE_TOKEN } from '../fixtures/users';
import { api, errorResponse, never, serverError } from './shared';

/** The API's own sentences, so stories read what a visitor would read. */
export const USER_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before logging in.',
  tooManyAttempts: 'Too many attempts. Please try again in 15 minutes.',
  loginRequired: 'Please log in',
  loggedOut: 'You have been logged out.',
  registered: 'Account created. Please check your email to confirm your account.',
  emailTaken: 'This email is already registered',
  verified: 'Email verified successfully! You can now login.',
  verificationExpired: 'Verification failed: this link has expired. Log in to get a new one by email.',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset successfully. You can now login with your new password.',
  resetLinkExpired: 'The password reset link has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully!',
  notAnImage: PROFILE_PHOTO_MESSAGES.notAnImage,
  photoTooLarge: PROFILE_PHOTO_MESSAGES.tooLarge,
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

/** `POST /users/register` */
export const usersRegister = {
  default: http.post(api('/users/register'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.registered))),
  /** The message names the e-mail, so the form shows it under the field (§8). */
  emailTaken: http.post(api('/users/register'), () => errorResponse(409, USER_MESSAGES.emailTaken)),
  tooManyAttempts: http.post(api('/users/register'), () => errorResponse(429, USER_MESSAGES.tooManyAttempts)),
  error: http.post(api('/users/register'), serverError),
  loading: http.post(api('/users/register'), never),
};

/** `GET /users/verify-email?token=` */
export const usersVerifyEmail = {
  default: http.get(api('/users/verify-email'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verified))),
  expired: http.get(api('/users/verify-email'), () => errorResponse(400, USER_MESSAGES.verificationExpired)),
  error: http.get(api('/users/verify-email'), serverError),
  loading: http.get(api('/users/verify-email'), never),
};

/** `POST /users/forgot-password`: the same answer whether or not the e-mail is registered. */
export const usersForgotPassword = {
  default: http.post(api('/users/forgot-password'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.resetLinkSent))),
  tooManyAttempts: http.post(api('/users/forgot-password'), () => errorResponse(429, USER_MESSAGES.tooManyAttempts)),
  error: http.post(api('/users/forgot-password'), serverError),
  loading: http.post(api('/users/forgot-password'), never),
};

/** `POST /users/reset-password` */
export const usersResetPassword = {
  default: http.post(api('/users/reset-password'), () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.passwordReset))),
  expired: http.post(api('/users/reset-password'), () => errorResponse(400, USER_MESSAGES.resetLinkExpired)),
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
  notAnImage: http.patch(api('/users/profile'), () => errorResponse(400, USER_MESSAGES.notAnImage)),
  photoTooLarge: http.patch(api('/users/profile'), () => errorResponse(413, USER_MESSAGES.photoTooLarge)),
  error: http.patch(api('/users/profile'), serverError),
  loading: http.patch(api('/users/profile'), never),
};

/** `PUT /users/update-password`: the other sessions end, this one gets a fresh token. */
export const usersUpdatePassword = {
  default: http.put(api('/users/update-password'), () =>
    HttpResponse.json({ status: 'success', message: USER_MESSAGES.passwordUpdated, data: { token: FIXTURE_TOKEN } }),
  ),
  wrongCurrentPassword: http.put(api('/users/update-password'), () => errorResponse(400, USER_MESSAGES.wrongCurrentPassword)),
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
};
