import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  ErrorResponseSchema,
} from '../schemas';
import { buildCourse, buildCoursesPage, newCourse } from './fixtures/courses';
import { courseDetail, coursesByIds, coursesList, coursesSearch } from './handlers/courses';

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

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const origin = 'http://manara.test';
const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${origin}/api${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
};
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

  it.each([
    ['coursesList.error', coursesList.error, '/courses', undefined],
    ['coursesSearch.error', coursesSearch.error, '/courses/search?title=x', undefined],
    ['courseDetail.notFound', courseDetail.notFound, '/courses/missing', undefined],
    ['courseDetail.error', courseDetail.error, '/courses/x', undefined],
    ['coursesByIds.error', coursesByIds.error, '/courses/by-ids', post(['a'])],
  ] as const)('%s', async (_name, handler, path, init) => {
    server.use(handler);
    const { status, body } = await call(path, init);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(v.safeParse(ErrorResponseSchema, body).issues).toBeUndefined();
    expect(body).toHaveProperty('status', status >= 500 ? 'error' : 'fail');
  });

  it.each([
    ['coursesList.loading', coursesList.loading, '/courses', undefined],
    ['coursesSearch.loading', coursesSearch.loading, '/courses/search?title=x', undefined],
    ['courseDetail.loading', courseDetail.loading, '/courses/x', undefined],
    ['coursesByIds.loading', coursesByIds.loading, '/courses/by-ids', post(['a'])],
  ] as const)('%s never answers', async (_name, handler, path, init) => {
    server.use(handler);
    const outcome = await Promise.race([
      fetch(`${origin}/api${path}`, init).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });
});
