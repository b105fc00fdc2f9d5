import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ContactDetailsResponseSchema,
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  GoogleStatusResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  PasswordChangedResponseSchema,
  UserResponseSchema,
  UserSchema,
} from '../schemas';
import { buildCourse, buildCoursesPage, newCourse } from './fixtures/courses';
import { buildAdmin, buildUser } from './fixtures/users';
import { contactDetails } from './handlers/contact';
import { courseDetail, coursesByIds, coursesList, coursesSearch } from './handlers/courses';
import {
  USER_MESSAGES,
  userHandlers,
  usersForgotPassword,
  usersGoogleStatus,
  usersLogin,
  usersLogout,
  usersProfile,
  usersRegister,
  usersResendVerification,
  usersResetPassword,
  usersUpdatePassword,
  usersUpdateProfile,
  usersVerifyEmail,
} from './handlers/users';
import { serveMocks } from './mockServer.testing';

const { server, call, expectErrorAnswer, answerWithin200ms } = serveMocks();

/** Mocks that drift from the contract would let stories pass against an API that does not exist. */
describe('fixtures follow the contract', () => {
  it('builds courses the schema accepts, with every default filled', () => {
    // Pages 1 to 3 hold all 27 default courses, so every title, instructor and price rule is parsed.
    for (const page of [1, 2, 3]) {
      expect(() => v.parse(CoursesPageResponseSchema, buildCoursesPage({ page }))).not.toThrow();
    }
    const course = v.parse(CourseListResponseSchema, { status: 'success', data: [buildCourse(), newCourse(3)] }).data[0];
    expect(course).toMatchObject({ isSubscribed: false, status: 'published' });
  });

  it('computes pagination from the total', () => {
    expect(buildCoursesPage({ page: 3, limit: 9, total: 20 }).data).toMatchObject({
      courses: { length: 2 },
      pagination: { page: 3, totalPages: 3, hasNextPage: false, hasPreviousPage: true },
    });
  });
});

const post = (ids: string[]) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ ids }),
});

describe('every handler variant answers what the schemas describe', () => {
  const successCases = [
    ['coursesList.default', coursesList.default, '/courses?page=2', CoursesPageResponseSchema],
    ['coursesList.default (category)', coursesList.default, '/courses?category=Featured', CoursesPageResponseSchema],
    ['coursesList.noCategories', coursesList.noCategories, '/courses?category=Manara', CoursesPageResponseSchema],
    ['coursesList.empty', coursesList.empty, '/courses', CoursesPageResponseSchema],
    ['coursesSearch.default (title)', coursesSearch.default, '/courses/search?title=ielts&page=1', CoursesPageResponseSchema],
    ['coursesSearch.default (searchTerm)', coursesSearch.default, '/courses/search?searchTerm=ielts', CourseListResponseSchema],
    ['coursesSearch.empty (title)', coursesSearch.empty, '/courses/search?title=zzz', CoursesPageResponseSchema],
    ['coursesSearch.empty (searchTerm)', coursesSearch.empty, '/courses/search?searchTerm=zzz', CourseListResponseSchema],
    ['courseDetail.default', courseDetail.default, '/courses/abc', CourseDetailResponseSchema],
  ] as const;

  it.each(successCases)('%s', async (_name, handler, path, schema) => {
    server.use(handler);
    const { status, body } = await call(path);
    expect(status).toBe(200);
    expect(v.safeParse(schema, body).issues).toBeUndefined();
  });

  it.each([
    ['coursesByIds.default', coursesByIds.default, 2],
    ['coursesByIds.empty', coursesByIds.empty, 0],
  ] as const)('%s', async (_name, handler, count) => {
    server.use(handler);
    const { body } = await call('/courses/by-ids', post(['a', 'b']));
    expect(v.parse(CoursesByIdsResponseSchema, body).data.courses).toHaveLength(count);
  });

  it('courseDetail.notFound', async () => {
    server.use(courseDetail.notFound);
    await expectErrorAnswer('/courses/missing', undefined, 404);
  });

  it.each([
    ['coursesList', coursesList, '/courses', undefined],
    ['coursesSearch', coursesSearch, '/courses/search?title=x', undefined],
    ['courseDetail', courseDetail, '/courses/x', undefined],
    ['coursesByIds', coursesByIds, '/courses/by-ids', post(['a'])],
  ] as const)('%s.error fails in the error envelope, and %s.loading never answers', async (_name, route, path, init) => {
    server.use(route.error);
    await expectErrorAnswer(path, init, 500);
    server.use(route.loading);
    expect(await answerWithin200ms(path, init)).toBe('pending');
  });
});

describe('account handlers answer what the schemas describe', () => {
  it('builds users the schema accepts', () => {
    expect(v.parse(UserSchema, buildUser())).toMatchObject({ role: 'user', isBlocked: false });
    expect(v.parse(UserSchema, buildAdmin())).toMatchObject({ role: 'admin' });
  });

  const login = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.c', password: 'secret1' }) };
  const logout = { method: 'POST' };
  const json = (method: string, body: unknown) => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const register = json('POST', { firstName: 'Nour', lastName: 'Hassan', email: 'n@b.c', password: 'Manara#1', confirmPassword: 'Manara#1', phoneNumber: '01012345678' });
  const forgot = json('POST', { email: 'a@b.c' });
  const reset = json('POST', { token: 't', newPassword: 'secret1' });
  const profile = json('PATCH', { firstName: 'Nourhan', lastName: 'Hassan', phoneNumber: '' });
  const password = json('PUT', { currentPassword: 'secret1', newPassword: 'secret2' });

  it.each([
    ['usersLogin.default', usersLogin.default, '/users/login', login, LoginResponseSchema],
    ['usersLogin.admin', usersLogin.admin, '/users/login', login, LoginResponseSchema],
    ['usersLogin.slow', usersLogin.slow, '/users/login', login, LoginResponseSchema],
    ['usersProfile.default', usersProfile.default, '/users/profile', undefined, UserResponseSchema],
    ['usersProfile.admin', usersProfile.admin, '/users/profile', undefined, UserResponseSchema],
    ['usersProfile.blocked', usersProfile.blocked, '/users/profile', undefined, UserResponseSchema],
    ['usersLogout.default', usersLogout.default, '/users/logout', logout, MessageResponseSchema],
    ['usersRegister.default', usersRegister.default, '/users/register', register, MessageResponseSchema],
    ['usersVerifyEmail.default', usersVerifyEmail.default, '/users/verify-email?token=t', undefined, MessageResponseSchema],
    ['usersForgotPassword.default', usersForgotPassword.default, '/users/forgot-password', forgot, MessageResponseSchema],
    ['usersResetPassword.default', usersResetPassword.default, '/users/reset-password', reset, MessageResponseSchema],
    ['usersUpdateProfile.default', usersUpdateProfile.default, '/users/profile', profile, UserResponseSchema],
    ['usersUpdatePassword.default', usersUpdatePassword.default, '/users/update-password', password, PasswordChangedResponseSchema],
    ['contactDetails.default', contactDetails.default, '/contact-details', undefined, ContactDetailsResponseSchema],
    ['contactDetails.noSocials', contactDetails.noSocials, '/contact-details', undefined, ContactDetailsResponseSchema],
    ['usersGoogleStatus.default', usersGoogleStatus.default, '/users/google/status', undefined, GoogleStatusResponseSchema],
    ['usersGoogleStatus.notConfigured', usersGoogleStatus.notConfigured, '/users/google/status', undefined, GoogleStatusResponseSchema],
    ['usersResendVerification.default', usersResendVerification.default, '/users/resend-verification', forgot, MessageResponseSchema],
  ] as const)('%s', async (_name, handler, path, init, schema) => {
    server.use(handler);
    const { status, body } = await call(path, init);
    expect(status).toBe(200);
    expect(v.safeParse(schema, body).issues).toBeUndefined();
  });

  it.each([
    ['usersLogin.invalidCredentials', usersLogin.invalidCredentials, '/users/login', login, 401, USER_MESSAGES.invalidCredentials],
    ['usersLogin.unverified', usersLogin.unverified, '/users/login', login, 403, USER_MESSAGES.unverified],
    ['usersLogin.tooManyAttempts', usersLogin.tooManyAttempts, '/users/login', login, 429, USER_MESSAGES.tooManyAttempts],
    ['usersLogin.error', usersLogin.error, '/users/login', login, 500, undefined],
    ['usersProfile.unauthorized', usersProfile.unauthorized, '/users/profile', undefined, 401, USER_MESSAGES.loginRequired],
    ['usersProfile.error', usersProfile.error, '/users/profile', undefined, 500, undefined],
    ['usersLogout.unauthorized', usersLogout.unauthorized, '/users/logout', logout, 401, USER_MESSAGES.loginRequired],
    ['usersLogout.error', usersLogout.error, '/users/logout', logout, 500, undefined],
    ['usersRegister.emailTaken', usersRegister.emailTaken, '/users/register', register, 409, USER_MESSAGES.emailTaken],
    ['usersVerifyEmail.expired', usersVerifyEmail.expired, '/users/verify-email?token=t', undefined, 400, USER_MESSAGES.verificationExpired],
    ['usersForgotPassword.tooManyAttempts', usersForgotPassword.tooManyAttempts, '/users/forgot-password', forgot, 429, USER_MESSAGES.tooManyAttempts],
    ['usersResetPassword.expired', usersResetPassword.expired, '/users/reset-password', reset, 400, USER_MESSAGES.resetLinkExpired],
    ['usersUpdateProfile.notAnImage', usersUpdateProfile.notAnImage, '/users/profile', profile, 400, USER_MESSAGES.notAnImage],
    ['usersUpdateProfile.photoTooLarge', usersUpdateProfile.photoTooLarge, '/users/profile', profile, 413, USER_MESSAGES.photoTooLarge],
    ['usersUpdatePassword.wrongCurrentPassword', usersUpdatePassword.wrongCurrentPassword, '/users/update-password', password, 400, USER_MESSAGES.wrongCurrentPassword],
  ] as const)('%s', async (_name, handler, path, init, expected, message) => {
    server.use(handler);
    await expectErrorAnswer(path, init, expected, message);
  });

  it.each([
    ['usersLogin.loading', usersLogin.loading, '/users/login', login],
    ['usersProfile.loading', usersProfile.loading, '/users/profile', undefined],
    ['usersLogout.loading', usersLogout.loading, '/users/logout', logout],
  ] as const)('%s never answers', async (_name, handler, path, init) => {
    server.use(handler);
    expect(await answerWithin200ms(path, init)).toBe('pending');
  });

  it('the default map holds one handler per account resource', () => {
    expect(Object.keys(userHandlers)).toEqual([
      'usersLogin',
      'usersProfile',
      'usersLogout',
      'usersRegister',
      'usersVerifyEmail',
      'usersForgotPassword',
      'usersResetPassword',
      'usersUpdateProfile',
      'usersUpdatePassword',
      'usersGoogleStatus',
      'usersResendVerification',
    ]);
  });
});
