import { buildCourse, buildUser, buildUserResponse } from '@manara/api-client/mocks';
import { http, HttpResponse } from 'msw';

/** The ids of courses the fixtures know, oldest purchase first, as the server lists a user's courses. */
export const OWNED = [0, 1, 2].map((index) => buildCourse({}, index)._id);

/** The course the learner has just paid for: on the server, not yet in the session's user. */
export const JUST_BOUGHT = buildCourse({}, 3)._id;

/**
 * `GET /users/profile` answering with each user in turn (the last one from then on), and counting
 * the requests. A story's `beforeEach` calls `reset`, so every run starts from the first user.
 */
export function profileSequence(...courseLists: string[][]) {
  let calls = 0;
  const handler = http.get('*/api/users/profile', () => {
    const courses = courseLists[Math.min(calls, courseLists.length - 1)] ?? [];
    calls += 1;
    return HttpResponse.json(buildUserResponse(buildUser({ courses })));
  });
  return {
    handler,
    calls: () => calls,
    reset: () => {
      calls = 0;
    },
  };
}

/** A learner who holds these courses. */
export const profileWith = (courses: string[]) =>
  http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser({ courses }))));
