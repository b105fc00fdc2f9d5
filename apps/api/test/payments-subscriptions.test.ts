import {
  CourseDetailResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  LoginResponseSchema,
  SubscriptionStatusResponseSchema,
  UserResponseSchema,
} from '@manara/api-client/schemas';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, errorOf, signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, block, createPayment, freeCourse, makeAdmin, paidPayment, seededCourse, testSandbox, userIdOf } from './support/payments';
import { BLOCKED, PLEASE_LOG_IN, expectSuccess } from './support/responses';

/** Lessons exactly as sent, with every key they carry: the schema would hide a key that should not be there. */
const RawLessonsSchema = v.object({
  data: v.object({ course: v.object({ lessons: v.array(v.record(v.string(), v.unknown())) }) }),
});

const statusPath = (courseId: string, userId?: string) =>
  `/api/courses/${courseId}/subscription-status${userId === undefined ? '' : `?userId=${encodeURIComponent(userId)}`}`;

async function isSubscribed(api: AccountsApi, token: string, courseId: string, userId?: string) {
  const response = await api.send('GET', statusPath(courseId, userId), { token });
  return (await expectSuccess(response, SubscriptionStatusResponseSchema)).data.isSubscribed;
}

/** The detail's lessons as sent: private ones must carry no `videoUrl` unless the reader may watch them. */
async function privateVideos(api: AccountsApi, courseId: string, token?: string) {
  const response = await api.send('GET', `/api/courses/${courseId}`, token ? { token } : {});
  const raw = v.parse(RawLessonsSchema, await response.clone().json());
  const { course } = (await expectSuccess(response, CourseDetailResponseSchema)).data;
  const privateLessons = raw.data.course.lessons.filter((lesson) => lesson.isPrivate === true);
  expect(privateLessons.length).toBeGreaterThan(0);
  // The public preview always carries its video.
  expect(raw.data.course.lessons.filter((lesson) => lesson.isPrivate === false).every((lesson) => typeof lesson.videoUrl === 'string')).toBe(true);
  const withVideo = privateLessons.filter((lesson) => 'videoUrl' in lesson);
  expect([0, privateLessons.length]).toContain(withVideo.length);
  return { shown: withVideo.length > 0, isSubscribed: course.isSubscribed };
}

describe.each(testDrivers())('subscriptions on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  describe('GET /api/courses/:id/subscription-status', () => {
    it('tells a learner about themselves, before and after paying, with or without their own userId', async () => {
      const user = await signedUpUser(api);
      const userId = await userIdOf(api, user.email);
      const course = await seededCourse(api, PAID_COURSE);
      expect(await isSubscribed(api, user.token, course.id)).toBe(false);
      expect(await isSubscribed(api, user.token, course.id, userId)).toBe(false);
      await paidPayment(api, user.token, course.id);
      expect(await isSubscribed(api, user.token, course.id)).toBe(true);
      expect(await isSubscribed(api, user.token, course.id, userId)).toBe(true);
      expect(await isSubscribed(api, user.token, course.id, '')).toBe(true);
    });

    it("refuses to tell a learner about someone else's subscription", async () => {
      const owner = await signedUpUser(api);
      const other = await signedUpUser(api);
      const course = await seededCourse(api, PAID_COURSE);
      await paidPayment(api, owner.token, course.id);
      const response = await api.send('GET', statusPath(course.id, await userIdOf(api, owner.email)), { token: other.token });
      expect(await errorOf(response)).toEqual({ status: 403, message: 'You can only check your own subscriptions' });
    });

    it('tells an admin about anyone', async () => {
      const owner = await signedUpUser(api);
      const admin = await signedUpUser(api);
      await makeAdmin(api, await userIdOf(api, admin.email));
      const course = await seededCourse(api, PAID_COURSE);
      const ownerId = await userIdOf(api, owner.email);
      expect(await isSubscribed(api, admin.token, course.id, ownerId)).toBe(false);
      await paidPayment(api, owner.token, course.id);
      expect(await isSubscribed(api, admin.token, course.id, ownerId)).toBe(true);
      expect(await isSubscribed(api, admin.token, course.id)).toBe(false);
      const nobody = await api.send('GET', statusPath(course.id, randomUUID()), { token: admin.token });
      expect(await errorOf(nobody)).toEqual({ status: 404, message: 'User not found.' });
    });

    it('answers a blocked user with 403 whose message contains "blocked", even about a course they own', async () => {
      const user = await signedUpUser(api);
      const course = await seededCourse(api, PAID_COURSE);
      await paidPayment(api, user.token, course.id);
      await block(api, await userIdOf(api, user.email));
      const error = await errorOf(await api.send('GET', statusPath(course.id), { token: user.token }));
      expect(error).toEqual(BLOCKED);
      expect(error.message).toContain('blocked');
    });

    it('asks an anonymous visitor to log in', async () => {
      const course = await seededCourse(api, PAID_COURSE);
      expect(await errorOf(await api.send('GET', statusPath(course.id)))).toEqual(PLEASE_LOG_IN);
    });

    it.each([
      ['a malformed userId', (courseId: string) => statusPath(courseId, 'abc'), 400, 'userId must be a user id'],
      ['an unknown course', () => statusPath(randomUUID()), 404, 'Course not found'],
      ['a malformed course id', () => statusPath('nope'), 404, 'Course not found'],
    ])('answers %s with %i', async (_name, path, status, message) => {
      const user = await signedUpUser(api);
      const course = await seededCourse(api, PAID_COURSE);
      expect(await errorOf(await api.send('GET', path(course.id), { token: user.token }))).toEqual({ status, message });
    });
  });

  it("keeps the user's courses in step: profile and login list the subscribed course ids", async () => {
    const user = await signedUpUser(api);
    const paid = await seededCourse(api, PAID_COURSE);
    const free = await freeCourse(api);
    const profile = async () => (await expectSuccess(await api.send('GET', '/api/users/profile', { token: user.token }), UserResponseSchema)).data.user;
    expect((await profile()).courses).toEqual([]);
    await paidPayment(api, user.token, paid.id);
    expect((await profile()).courses).toEqual([paid.id]);
    expect((await createPayment(api, free.id, { token: user.token })).status).toBe(200);
    expect((await profile()).courses).toEqual([paid.id, free.id]);
    const login = await api.send('POST', '/api/users/login', { body: { email: user.email, password: STRONG_PASSWORD } });
    expect((await expectSuccess(login, LoginResponseSchema)).data.user.courses).toEqual([paid.id, free.id]);
  });

  it('marks the signed-in reader’s courses as subscribed in the listing, search, by-ids and detail', async () => {
    const user = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    await paidPayment(api, user.token, course.id);
    const token = { token: user.token };
    const subscribedIn = (courses: { _id: string; isSubscribed: boolean }[]) => courses.filter((c) => c.isSubscribed).map((c) => c._id);

    const list = await expectSuccess(await api.send('GET', '/api/courses?category=Featured', token), CoursesPageResponseSchema);
    expect(subscribedIn(list.data.courses)).toEqual([course.id]);
    const search = await api.send('GET', `/api/courses/search?title=${encodeURIComponent(PAID_COURSE)}`, token);
    expect(subscribedIn((await expectSuccess(search, CoursesPageResponseSchema)).data.courses)).toEqual([course.id]);
    const byIds = await api.send('POST', '/api/courses/by-ids', { ...token, body: { ids: [course.id] } });
    expect(subscribedIn((await expectSuccess(byIds, CoursesByIdsResponseSchema)).data.courses)).toEqual([course.id]);
    expect((await privateVideos(api, course.id, user.token)).isSubscribed).toBe(true);

    // A visitor, someone else, and a token that no longer works all read the public answer.
    const stranger = await signedUpUser(api);
    for (const reader of [{}, { token: stranger.token }, { token: 'not.a.token' }]) {
      const page = await expectSuccess(await api.send('GET', '/api/courses?category=Featured', reader), CoursesPageResponseSchema);
      expect(subscribedIn(page.data.courses)).toEqual([]);
    }
  });

  it('sends private lesson videos only to subscribers and admins, never to visitors, others or blocked users', async () => {
    const subscriber = await signedUpUser(api);
    const stranger = await signedUpUser(api);
    const admin = await signedUpUser(api);
    await makeAdmin(api, await userIdOf(api, admin.email));
    const course = await seededCourse(api, PAID_COURSE);

    expect(await privateVideos(api, course.id, subscriber.token)).toEqual({ shown: false, isSubscribed: false });
    await paidPayment(api, subscriber.token, course.id);
    expect(await privateVideos(api, course.id, subscriber.token)).toEqual({ shown: true, isSubscribed: true });
    expect(await privateVideos(api, course.id)).toEqual({ shown: false, isSubscribed: false });
    expect(await privateVideos(api, course.id, stranger.token)).toEqual({ shown: false, isSubscribed: false });
    expect(await privateVideos(api, course.id, admin.token)).toEqual({ shown: true, isSubscribed: false });

    await block(api, await userIdOf(api, subscriber.email));
    expect(await privateVideos(api, course.id, subscriber.token)).toEqual({ shown: false, isSubscribed: true });
  });

  it('never answered with a server error', () => {
    expect(api.unexpectedErrors).toEqual([]);
    expect(api.bodies.filter((body) => body.includes('"status":"error"'))).toEqual([]);
  });
});
