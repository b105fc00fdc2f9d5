import {
  AdminLessonResponseSchema,
  CertificateResponseSchema,
  CertificateVerificationResponseSchema,
  CompletedCoursesResponseSchema,
  CompletedLessonIdsResponseSchema,
  CompletedLessonsResponseSchema,
  CompleteLessonResponseSchema,
  CompletionResponseSchema,
  CompletionStatusResponseSchema,
  CourseProgressResponseSchema,
  ErrorResponseSchema,
  LessonLengthsResponseSchema,
  LessonsResponseSchema,
  ProgressReportResponseSchema,
} from '@manara/api-client/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { certificates, lessonProgress, users } from '../src/db/schema';
import { ROOMY_RATE_LIMITS, signedUpUser, useAccountsApi } from './support/accounts-api';
import { signedInAdmin, useAdminApi } from './support/admin';
import { codeOf, enrolledLearnerIn, lengthOf, lessonsOf, playLesson } from './support/learning';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, block, makeAdmin, seededCourse, testSandbox, userIdOf } from './support/payments';
import { expectSuccess } from './support/responses';


describe.each(testDrivers())('lessons and progress on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  const report = (token: string, lessonId: string, body: unknown) => api.send('POST', `/api/lessons/${lessonId}/progress`, { token, body });
  const progressOf = async (response: Response) => (await expectSuccess(response, ProgressReportResponseSchema)).data.progress;

  describe('GET /api/lessons/courses/:id/lessons', () => {
    it("sends a private lesson's video only to subscribers and admins, and a preview's to everyone", async () => {
      const course = await seededCourse(api, PAID_COURSE);
      const stored = await lessonsOf(api, course.id);
      const publicVideos = new Set(stored.filter((lesson) => !lesson.isPrivate).map((lesson) => lesson.videoUrl));
      const privateVideos = stored.filter((lesson) => lesson.isPrivate && !publicVideos.has(lesson.videoUrl)).map((lesson) => lesson.videoUrl);
      expect(privateVideos.length).toBeGreaterThan(0);
      expect(stored.some((lesson) => !lesson.isPrivate)).toBe(true);

      const learner = await signedUpUser(api);
      const admin = await signedUpUser(api);
      await makeAdmin(api, await userIdOf(api, admin.email));
      for (const [who, token, seesPrivate] of [
        ['a visitor', undefined, false],
        ['a learner without the course', learner.token, false],
        ['an admin', admin.token, true],
      ] as const) {
        const response = await api.send('GET', `/api/lessons/courses/${course.id}/lessons`, token ? { token } : {});
        const text = await response.clone().text();
        const { data } = await expectSuccess(response, LessonsResponseSchema);
        expect(data.lessons.map((lesson) => lesson._id), who).toEqual(stored.map((lesson) => lesson.id));
        for (const lesson of data.lessons) expect(lesson.videoUrl !== undefined, `${who}: ${lesson.title}`).toBe(!lesson.isPrivate || seesPrivate);
        // Not even the video's id is anywhere in the answer.
        for (const url of privateVideos) expect(text.includes(new URL(url).searchParams.get('v') ?? url), who).toBe(seesPrivate);
      }
    });

    it('answers a blocked learner with the blocked code, and an unknown or malformed course with not found', async () => {
      const { user, course } = await enrolledLearnerIn(api);
      await block(api, await userIdOf(api, user.email));
      expect(await codeOf(await api.send('GET', `/api/lessons/courses/${course.id}/lessons`, { token: user.token }))).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
      expect(await codeOf(await api.send('GET', '/api/lessons/courses/4b6f0a0e-0000-4000-8000-000000000000/lessons'))).toEqual({ status: 404, code: 'COURSE_NOT_FOUND' });
      expect(await codeOf(await api.send('GET', '/api/lessons/courses/not-an-id/lessons'))).toEqual({ status: 404, code: 'COURSE_NOT_FOUND' });
    });
  });

  describe('who may keep progress', () => {
    it('is a subscribed, unblocked learner: every other role is refused on every call, with its code', async () => {
      const { course, lessons: courseLessons } = await enrolledLearnerIn(api);
      const lesson = courseLessons[0];
      if (!lesson) throw new Error('The free course has no lessons');
      const stranger = await signedUpUser(api);
      const admin = await signedUpUser(api);
      await makeAdmin(api, await userIdOf(api, admin.email));
      const blocked = await enrolledLearnerIn(api);
      await block(api, await userIdOf(api, blocked.user.email));

      const calls = (token: string | undefined) => [
        api.send('GET', `/api/lessons/courses/${course.id}/progress`, { ...(token ? { token } : {}) }),
        api.send('GET', `/api/lessons/courses/${course.id}/completed`, { ...(token ? { token } : {}) }),
        api.send('POST', `/api/lessons/${lesson.id}/progress`, { ...(token ? { token } : {}), body: { courseId: course.id, position: 0 } }),
        api.send('POST', `/api/lessons/${lesson.id}/complete`, { ...(token ? { token } : {}), body: { courseId: course.id } }),
        api.send('POST', '/api/completion/lessons/complete', { ...(token ? { token } : {}), body: { lessonId: lesson.id, courseId: course.id } }),
        api.send('GET', `/api/completion/courses/${course.id}/completed-lessons`, { ...(token ? { token } : {}) }),
        api.send('GET', `/api/completion/courses/${course.id}/completion-status`, { ...(token ? { token } : {}) }),
      ];
      for (const [who, token, refusal] of [
        ['a visitor', undefined, { status: 401, code: 'LOGIN_REQUIRED' }],
        ['a learner without the course', stranger.token, { status: 403, code: 'NOT_SUBSCRIBED' }],
        ['an admin without the course', admin.token, { status: 403, code: 'NOT_SUBSCRIBED' }],
        ['a blocked learner', blocked.user.token, { status: 403, code: 'ACCOUNT_BLOCKED' }],
      ] as const) {
        for (const response of await Promise.all(calls(token))) expect(await codeOf(response), `${who}: ${response.url}`).toEqual(refusal);
      }
    });

    it('refuses a lesson of another course, and a report that breaks the rules, saying which field', async () => {
      const { user, course } = await enrolledLearnerIn(api);
      const [otherLesson] = await lessonsOf(api, (await seededCourse(api, PAID_COURSE)).id);
      if (!otherLesson) throw new Error('The paid course has no lessons');
      expect(await codeOf(await report(user.token, otherLesson.id, { courseId: course.id, position: 0 }))).toEqual({ status: 404, code: 'LESSON_NOT_FOUND' });
      const [lesson] = await lessonsOf(api, course.id);
      if (!lesson) throw new Error('The free course has no lessons');
      const refused = await report(user.token, lesson.id, { courseId: course.id, position: 0, played: [[30, 10]] });
      const body = v.parse(ErrorResponseSchema, await refused.json());
      expect([refused.status, body.code, body.field, body.message]).toEqual([400, 'VALIDATION', 'played.0', 'A played range must not end before it starts']);
    });
  });

  describe('progress that means something', () => {
    /** A learner enrolled in the free course, its lessons, and the first longer than `minutes` minutes with its length in seconds. */
    async function learnerWithLessonOver(minutes: number) {
      const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
      const lesson = courseLessons.find((candidate) => candidate.durationMinutes > minutes);
      if (!lesson) throw new Error(`The free course has no lesson over ${minutes} minutes`);
      return { user, course, lessons: courseLessons, lesson, length: lesson.durationMinutes * 60 };
    }

    it('opens the clock on the first report, then counts no more than the clock allows at 2x', async () => {
      const { user, course, lesson, length } = await learnerWithLessonOver(1);
      // Forged: the whole video at once, on the first report.
      const first = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: 5, played: [[0, length]] }));
      expect(first).toMatchObject({ watchedSeconds: 0, position: 5, completed: false, durationSeconds: length });
      api.advance(10_000);
      const second = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: 60, played: [[0, 60]] }));
      expect(second.watchedSeconds).toBeGreaterThanOrEqual(22);
      expect(second.watchedSeconds).toBeLessThan(23);
    });

    it('never credits more than 2x the clock since the lesson opened plus one allowance, for 1,000 reports in a row or 50 at once', async () => {
      const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
      const [sequential, concurrent] = courseLessons.toSorted((a, b) => b.durationMinutes - a.durationMinutes);
      if (!sequential || !concurrent) throw new Error('The free course has fewer than two lessons');
      const claim = (lesson: { id: string; durationMinutes: number }) => ({ courseId: course.id, position: 0, played: [[0, lesson.durationMinutes * 60]] });
      /** The most the clock allows: 2x the time since `opened` (the fake clock's steps and the real time taken) plus 2 s. */
      const bound = (opened: number, steppedMs: number) => (2 * (Date.now() - opened + steppedMs)) / 1000 + 2;

      /** What is credited, exactly as stored (answers round to a tenth). */
      const creditOf = async (lessonId: string) => {
        const [row] = await api.db
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, await userIdOf(api, user.email)), eq(lessonProgress.lessonId, lessonId)));
        return { watchedSeconds: row?.watchedSeconds, completed: row?.completedAt !== null };
      };

      let opened = Date.now();
      await report(user.token, sequential.id, { courseId: course.id, position: 0 });
      for (let index = 0; index < 1000; index += 1) {
        api.advance(10);
        expect((await report(user.token, sequential.id, claim(sequential))).status).toBe(200);
      }
      const afterSequential = await creditOf(sequential.id);
      expect(afterSequential.watchedSeconds).toBeLessThanOrEqual(bound(opened, 10_000));
      expect(afterSequential.completed).toBe(false);

      opened = Date.now();
      await report(user.token, concurrent.id, { courseId: course.id, position: 0 });
      api.advance(1000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => report(user.token, concurrent.id, claim(concurrent))));
      for (const response of answers) expect(response.status).toBe(200);
      const afterConcurrent = await creditOf(concurrent.id);
      expect(afterConcurrent.watchedSeconds).toBeLessThanOrEqual(bound(opened, 1000));
      expect(afterConcurrent.completed).toBe(false);
    });

    it('loses none of 20 reports sent at once: each one\'s seconds are counted', async () => {
      const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
      const lesson = courseLessons.toSorted((a, b) => b.durationMinutes - a.durationMinutes)[0];
      if (!lesson || lesson.durationMinutes * 60 < 200) throw new Error('The free course has no lesson of 200 s or more');
      await report(user.token, lesson.id, { courseId: course.id, position: 0 });
      api.advance(1000_000);
      // Twenty 5 s pieces, none overlapping: what is credited is exactly their sum when no report is lost.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => report(user.token, lesson.id, { courseId: course.id, position: index * 10 + 5, played: [[index * 10, index * 10 + 5]] })),
      );
      for (const response of answers) expect(response.status).toBe(200);
      const [row] = await api.db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, await userIdOf(api, user.email)), eq(lessonProgress.lessonId, lesson.id)));
      expect(row?.watchedSeconds).toBe(100);
      expect(row?.played).toHaveLength(20);
    });

    it('counts a report from the row as stored when another process has counted one since this process wrote it', async () => {
      const { user, course, lesson } = await learnerWithLessonOver(1);
      await report(user.token, lesson.id, { courseId: course.id, position: 0 });
      api.advance(100_000);
      // Another process of the same database counts [0, 30] meanwhile.
      const key = and(eq(lessonProgress.userId, await userIdOf(api, user.email)), eq(lessonProgress.lessonId, lesson.id));
      await api.db.update(lessonProgress).set({ played: [[0, 30]], watchedSeconds: 30, positionSeconds: 30 }).where(key);
      const progress = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: 40, played: [[30, 40]] }));
      expect(progress).toMatchObject({ watchedSeconds: 40, position: 40 });
      const [row] = await api.db.select().from(lessonProgress).where(key);
      expect(row?.played).toEqual([[0, 40]]);
    });

    it('lets an honest viewer at 1x and at 2x complete a lesson, reporting every 10 s', async () => {
      const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
      const [slow, fast] = courseLessons.toSorted((a, b) => a.durationMinutes - b.durationMinutes);
      if (!slow || !fast) throw new Error('The free course has fewer than two lessons');
      for (const [lesson, rate] of [[slow, 1], [fast, 2]] as const) {
        const length = lesson.durationMinutes * 60;
        await report(user.token, lesson.id, { courseId: course.id, position: 0, duration: length });
        let progress;
        for (let at = 0; at < length; at += 10 * rate) {
          api.advance(10_000);
          const end = Math.min(length, at + 10 * rate);
          progress = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: end, played: [[at, end]], duration: length }));
        }
        expect(progress, `at ${rate}x`).toMatchObject({ completed: true, watchedSeconds: length });
      }
    });

    it('counts a second played twice once, even when two reports arrive together', async () => {
      const { user, course, lesson } = await learnerWithLessonOver(1);
      await report(user.token, lesson.id, { courseId: course.id, position: 0 });
      api.advance(10_000);
      const both = await Promise.all([0, 1].map(() => report(user.token, lesson.id, { courseId: course.id, position: 10, played: [[0, 10]] })));
      for (const response of both) expect(response.status).toBe(200);
      const { data } = await expectSuccess(await api.send('GET', `/api/lessons/courses/${course.id}/progress`, { token: user.token }), CourseProgressResponseSchema);
      expect(data.lessons.find((row) => row.lessonId === lesson.id)?.watchedSeconds).toBe(10);
    });

    it('does not complete a lesson dragged to its end, and keeps where the learner was', async () => {
      const { user, course, lesson, length } = await learnerWithLessonOver(1);
      await report(user.token, lesson.id, { courseId: course.id, position: 0 });
      api.advance(20_000);
      const skipped = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: length, played: [[0, 5], [length - 10, length]] }));
      expect(skipped).toMatchObject({ completed: false, watchedSeconds: 15, position: length });
      expect(await codeOf(await api.send('POST', `/api/lessons/${lesson.id}/complete`, { token: user.token, body: { courseId: course.id } }))).toEqual({
        status: 409,
        code: 'LESSON_NOT_WATCHED',
      });
      const { data } = await expectSuccess(await api.send('GET', `/api/lessons/courses/${course.id}/progress`, { token: user.token }), CourseProgressResponseSchema);
      expect(data.lastLessonId).toBe(lesson.id);
    });

    it('completes a lesson really played, once, and the completion calls answer from what was counted', async () => {
      const { user, course, lessons: courseLessons, lesson, length } = await learnerWithLessonOver(0);
      await report(user.token, lesson.id, { courseId: course.id, position: 0 });
      let progress;
      for (let start = 0; start < length; start += 60) {
        api.advance(60_000);
        const end = Math.min(length, start + 60);
        progress = await progressOf(await report(user.token, lesson.id, { courseId: course.id, position: end, played: [[start, end]] }));
      }
      expect(progress).toMatchObject({ completed: true, watchedSeconds: length });

      for (let attempt = 0; attempt < 2; attempt += 1) {
        const done = await api.send('POST', `/api/lessons/${lesson.id}/complete`, { token: user.token, body: { courseId: course.id } });
        expect((await expectSuccess(done, CompleteLessonResponseSchema)).data).toEqual({ lessonId: lesson.id });
      }
      const claimed = await api.send('POST', '/api/completion/lessons/complete', {
        token: user.token,
        body: { lessonId: lesson.id, courseId: course.id, watchTime: 50_000, completionPercentage: 100 },
      });
      const { completion } = (await expectSuccess(claimed, CompletionResponseSchema)).data;
      expect(completion).toMatchObject({ lessonId: lesson.id, courseId: course.id, watchTime: Math.round(length), completionPercentage: 100 });

      const ids = await expectSuccess(await api.send('GET', `/api/lessons/courses/${course.id}/completed`, { token: user.token }), CompletedLessonIdsResponseSchema);
      expect(ids.data.completedLessons).toEqual([lesson.id]);
      const listed = await expectSuccess(
        await api.send('GET', `/api/completion/courses/${course.id}/completed-lessons`, { token: user.token }),
        CompletedLessonsResponseSchema,
      );
      expect(listed.data.completedLessons).toEqual([lesson.id]);
      expect(listed.data.completions).toEqual([completion]);
      const status = await expectSuccess(
        await api.send('GET', `/api/completion/courses/${course.id}/completion-status`, { token: user.token }),
        CompletionStatusResponseSchema,
      );
      expect(status.data).toEqual({
        completedLessons: 1,
        totalLessons: courseLessons.length,
        completionPercentage: Math.round(100 / courseLessons.length),
      });
    });
  });
});

describe.each(testDrivers())('lengths from a trusted source on $name', (driver) => {
  const api = useAdminApi(driver);

  const report = (token: string, lessonId: string, body: unknown) => api.send('POST', `/api/lessons/${lessonId}/progress`, { token, body });
  const progressOf = async (response: Response) => (await expectSuccess(response, ProgressReportResponseSchema)).data.progress;

  /** A learner in the free course, an admin, and a lesson the admin adds to it with `minutes` stored and maybe `durationSeconds` measured. */
  async function lessonOf({ minutes, durationSeconds }: { minutes: number; durationSeconds?: number }) {
    const { user, course } = await enrolledLearnerIn(api);
    const admin = await signedInAdmin(api);
    const body = { title: 'A short video', description: 'Two minutes on one idea.', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', duration: minutes, order: 90, ...(durationSeconds ? { durationSeconds } : {}) };
    const { lesson } = (await expectSuccess(await api.send('POST', `/api/admin/courses/${course.id}/lessons`, { token: admin.token, body }), AdminLessonResponseSchema, 201)).data;
    return { user, admin, course, lesson };
  }

  /** Plays `from`–`to` of the lesson at 1x, a second a report, the player claiming the length `duration`. */
  async function play(token: string, { courseId, lessonId, from = 0, to, duration }: { courseId: string; lessonId: string; from?: number; to: number; duration: number }) {
    await report(token, lessonId, { courseId, position: from, duration });
    let progress;
    for (let at = from; at < to; at += 1) {
      api.advance(1000);
      progress = await progressOf(await report(token, lessonId, { courseId, position: at + 1, played: [[at, Math.min(to, at + 1)]], duration }));
    }
    return progress;
  }

  it("never completes a lesson on the length the learner's player reports", async () => {
    // No stored minutes, not measured: a player saying 1 s and playing it completes nothing.
    const unmeasured = await lessonOf({ minutes: 0 });
    const first = await play(unmeasured.user.token, { courseId: unmeasured.course.id, lessonId: unmeasured.lesson._id, to: 1, duration: 1 });
    expect(first).toMatchObject({ completed: false, durationSeconds: 0 });
    // Measured at 60 s with 0.1 stored minutes: 53 s of playing (under 90 %) is not enough, whatever the player says.
    const measured = await lessonOf({ minutes: 0.1, durationSeconds: 60 });
    const short = await play(measured.user.token, { courseId: measured.course.id, lessonId: measured.lesson._id, to: 53, duration: 6 });
    expect(short).toMatchObject({ completed: false, watchedSeconds: 53, durationSeconds: 60 });
    const enough = await play(measured.user.token, { courseId: measured.course.id, lessonId: measured.lesson._id, from: 53, to: 54, duration: 60 });
    expect(enough).toMatchObject({ completed: true, watchedSeconds: 54 });
  });

  it('completes a lesson whose stored minutes were too long once its video is measured and played whole', async () => {
    // Stored 0.2 minutes (12 s) for a 6 s video: the whole video is half of it.
    const { user, admin, course, lesson } = await lessonOf({ minutes: 0.2 });
    const before = await play(user.token, { courseId: course.id, lessonId: lesson._id, to: 6, duration: 6 });
    expect(before).toMatchObject({ completed: false, watchedSeconds: 6, durationSeconds: 12 });
    const measured = await api.send('PUT', `/api/admin/lessons/${lesson._id}/length`, { token: admin.token, body: { durationSeconds: 6 } });
    expect((await expectSuccess(measured, AdminLessonResponseSchema)).data.lesson).toMatchObject({ durationSeconds: 6, lengthFlagged: false });
    const after = await play(user.token, { courseId: course.id, lessonId: lesson._id, to: 6, duration: 6 });
    expect(after).toMatchObject({ completed: true, watchedSeconds: 6, durationSeconds: 6 });
  });

  it("flags a lesson whose player reports a length more than 10 % from the measured one, lists it with its course, and clears it when measured again", async () => {
    const { user, admin, course, lesson } = await lessonOf({ minutes: 1, durationSeconds: 60 });
    const lengths = async () => (await expectSuccess(await api.send('GET', '/api/admin/lessons/lengths', { token: admin.token }), LessonLengthsResponseSchema)).data;
    await play(user.token, { courseId: course.id, lessonId: lesson._id, to: 1, duration: 66 });
    expect((await lengths()).flagged.map((item) => item.lessonId)).not.toContain(lesson._id);
    await play(user.token, { courseId: course.id, lessonId: lesson._id, from: 1, to: 2, duration: 90 });
    const flagged = (await lengths()).flagged.find((item) => item.lessonId === lesson._id);
    expect(flagged).toMatchObject({ title: 'A short video', courseId: course.id, courseTitle: course.title, durationSeconds: 60, reportedSeconds: 90 });
    expect(flagged?.flaggedAt).toEqual(expect.any(String));
    const listed = (await expectSuccess(await api.send('GET', `/api/courses/${course.id}/lessons`, { token: admin.token }), LessonsResponseSchema)).data.lessons;
    expect(listed.find((row) => row._id === lesson._id)).toMatchObject({ durationSeconds: 60, lengthFlagged: true });
    // Still counted against the measured length.
    expect(await progressOf(await report(user.token, lesson._id, { courseId: course.id, position: 2, duration: 90 }))).toMatchObject({ durationSeconds: 60 });

    await api.send('PUT', `/api/admin/lessons/${lesson._id}/length`, { token: admin.token, body: { durationSeconds: 61 } });
    expect((await lengths()).flagged.map((item) => item.lessonId)).not.toContain(lesson._id);
  });

  it('lists the lessons never measured, and a learner never sees the measured length or the flag', async () => {
    const { user, admin, course, lesson } = await lessonOf({ minutes: 3 });
    const { unmeasured } = (await expectSuccess(await api.send('GET', '/api/admin/lessons/lengths', { token: admin.token }), LessonLengthsResponseSchema)).data;
    expect(unmeasured.find((item) => item.lessonId === lesson._id)).toMatchObject({ courseTitle: course.title, duration: 3, durationSeconds: null, flaggedAt: null });
    const learnerView = (await expectSuccess(await api.send('GET', `/api/lessons/courses/${course.id}/lessons`, { token: user.token }), LessonsResponseSchema)).data.lessons;
    for (const row of learnerView) expect(Object.keys(row)).not.toContain('durationSeconds');
  });
});

describe.each(testDrivers())('certificates on $name', (driver) => {
  const api = useAccountsApi(driver, {
    seedCatalogue: true,
    payments: () => ({ provider: testSandbox() }),
    rateLimits: { ...ROOMY_RATE_LIMITS, certificateLookup: { limit: 3, windowMs: 60_000 } },
  });

  const play = (token: string, courseId: string, lesson: { id: string; durationMinutes: number }, share = 1) => playLesson(api, { token, courseId, lesson, share });

  const certificateRows = (userId: string) => api.db.select().from(certificates).where(eq(certificates.userId, userId));

  it('issues one certificate when the last lesson is completed, which its owner and anyone with the id can read', async () => {
    const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
    const certificateOfCourse = () => api.send('GET', `/api/completion/courses/${course.id}/certificate`, { token: user.token });
    for (const [index, lesson] of courseLessons.entries()) {
      expect(await codeOf(await certificateOfCourse()), `before lesson ${index + 1}`).toEqual({ status: 404, code: 'CERTIFICATE_NOT_FOUND' });
      await play(user.token, course.id, lesson);
    }
    const userId = await userIdOf(api, user.email);
    expect(await certificateRows(userId)).toHaveLength(1);

    const { certificate } = (await expectSuccess(await certificateOfCourse(), CertificateResponseSchema)).data;
    expect(certificate.id).toMatch(/^[\w-]{22}$/);
    expect(certificate).toMatchObject({
      courseId: course.id,
      learnerName: `${user.firstName} ${user.lastName}`,
      courseTitle: course.title,
      completedLessons: courseLessons.length,
      totalLessons: courseLessons.length,
      completionPercentage: 100,
    });
    const listed = await expectSuccess(await api.send('GET', '/api/completion/completed-courses', { token: user.token }), CompletedCoursesResponseSchema);
    expect(listed.data.completedCourses).toEqual([
      expect.objectContaining({ certificateId: certificate.id, course: expect.objectContaining({ _id: course.id, title: course.title }), completionPercentage: 100 }),
    ]);

    // Renamed afterwards: the certificate still says what it certified.
    await api.db.update(users).set({ firstName: 'Someone' }).where(eq(users.id, userId));
    const verified = await expectSuccess(await api.send('GET', `/api/certificates/${certificate.id}`), CertificateVerificationResponseSchema);
    expect(verified.data).toEqual({ certificate, status: 'valid' });
  });

  it('gives one certificate when the last two lessons are completed at the same moment', async () => {
    const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
    const last = courseLessons.slice(-2);
    for (const lesson of courseLessons.slice(0, -2)) await play(user.token, course.id, lesson);
    // Both stop just short of 90 %, then one report each takes them over, sent together.
    for (const lesson of last) await play(user.token, course.id, lesson, 0.85);
    api.advance(60_000);
    const userId = await userIdOf(api, user.email);
    // Both reports wait behind a lock on their lessons' progress, and go on at the same moment.
    const { reports } = await api.db.transaction(async (tx) => {
      await tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, last.map((lesson) => lesson.id))))
        .for('update');
      const sent = Promise.all(
        last.map((lesson) => {
          const length = lengthOf(lesson);
          return api.send('POST', `/api/lessons/${lesson.id}/progress`, {
            token: user.token,
            body: { courseId: course.id, duration: length, position: length, played: [[length * 0.85, length]] },
          });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { reports: sent };
    });
    const finishing = await reports;
    for (const response of finishing) expect((await expectSuccess(response, ProgressReportResponseSchema)).data.progress.completed).toBe(true);
    expect(await certificateRows(userId)).toHaveLength(1);
  });

  it('answers an unknown id with not found, and a client trying many ids with 429 and when to come back', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id']) {
      expect(await codeOf(await api.send('GET', `/api/certificates/${id}`, { ip: 'verifier' }))).toEqual({ status: 404, code: 'CERTIFICATE_NOT_FOUND' });
    }
    await api.send('GET', '/api/certificates/BBBBBBBBBBBBBBBBBBBBBB', { ip: 'verifier' });
    const limited = await api.send('GET', '/api/certificates/CCCCCCCCCCCCCCCCCCCCCC', { ip: 'verifier' });
    expect(await codeOf(limited.clone())).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await api.send('GET', '/api/certificates/CCCCCCCCCCCCCCCCCCCCCC', { ip: 'someone-else' })).status).toBe(404);
  });

  it("counts only the ids it does not know: a verifier on a shared network is never refused a real certificate for others' misses", async () => {
    const { user, course, lessons: courseLessons } = await enrolledLearnerIn(api);
    for (const lesson of courseLessons) await play(user.token, course.id, lesson);
    const { certificate } = (await expectSuccess(await api.send('GET', `/api/completion/courses/${course.id}/certificate`, { token: user.token }), CertificateResponseSchema)).data;
    const school = (host: number) => ({ ip: `2001:db8:5c:1::${host}` });

    // Real certificates, looked up again and again, use none of the three misses the network may make.
    for (let i = 0; i < 5; i += 1) expect((await api.send('GET', `/api/certificates/${certificate.id}`, school(i + 1))).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await api.send('GET', `/api/certificates/${'D'.repeat(21)}${i}`, school(10 + i))).status).toBe(404);
    expect(await codeOf(await api.send('GET', `/api/certificates/${'E'.repeat(22)}`, school(20)))).toEqual({ status: 429, code: 'RATE_LIMITED' });
    // Someone else on the network still verifies a real one, and downloads its credential.
    expect((await api.send('GET', `/api/certificates/${certificate.id}`, school(30))).status).toBe(200);
    expect((await api.send('GET', `/api/certificates/${certificate.id}/credential`, school(31))).status).toBe(200);
  });
});
