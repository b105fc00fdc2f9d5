import { ErrorResponseSchema } from '@manara/api-client/schemas';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { lessons } from '../../src/db/schema';
import { signedUpUser, type AccountsApi } from './accounts-api';
import { createPayment, freeCourse } from './payments';

/** The error's status and code: the client decides on the code. */
export async function codeOf(response: Response) {
  const body = v.parse(ErrorResponseSchema, await response.json());
  return { status: response.status, code: body.code };
}

/** A seeded course's lessons straight from the database, in order, with their videos. */
export const lessonsOf = (api: AccountsApi, courseId: string) =>
  api.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));

/** A learner enrolled in the free course, and that course's lessons. */
export async function enrolledLearnerIn(api: AccountsApi) {
  const user = await signedUpUser(api);
  const course = await freeCourse(api);
  expect((await createPayment(api, course.id, { token: user.token })).status).toBe(200);
  return { user, course, lessons: await lessonsOf(api, course.id) };
}

/** A lesson's length as the tests play it: the stored minutes, or two minutes for a lesson without. */
export const lengthOf = (lesson: { durationMinutes: number }) => (lesson.durationMinutes > 0 ? lesson.durationMinutes * 60 : 120);

/** Plays `lesson` from the start to `share` of its length, a minute a minute, as a player at 1x reports it. */
export async function playLesson(
  api: AccountsApi,
  { token, courseId, lesson, share = 1 }: { token: string; courseId: string; lesson: { id: string; durationMinutes: number }; share?: number },
) {
  const length = lengthOf(lesson);
  const until = length * share;
  const send = (body: object) => api.send('POST', `/api/lessons/${lesson.id}/progress`, { token, body: { courseId, duration: length, ...body } });
  expect((await send({ position: 0 })).status).toBe(200);
  for (let start = 0; start < until; start += 60) {
    api.advance(60_000);
    const end = Math.min(until, start + 60);
    expect((await send({ position: end, played: [[start, end]] })).status).toBe(200);
  }
}

/** A learner who has completed the free course, and the id of the certificate it gave them. */
export async function certifiedLearner(api: AccountsApi) {
  const learner = await enrolledLearnerIn(api);
  for (const lesson of learner.lessons) await playLesson(api, { token: learner.user.token, courseId: learner.course.id, lesson });
  const response = await api.send('GET', `/api/completion/courses/${learner.course.id}/certificate`, { token: learner.user.token });
  const body = (await response.json()) as { data: { certificate: { id: string } } };
  return { ...learner, certificateId: body.data.certificate.id };
}
