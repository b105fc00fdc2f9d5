import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, errorMessageOf, hasErrorCode } from './client';
import { getCoursesByIds, listCourses, searchCourses } from './endpoints/courses';
import { reportProgress } from './endpoints/lessons';
import { buildCoursesPage } from './mocks/fixtures/courses';
import { localizeError } from './messages';
import { serveMocks } from './mocks/mockServer.testing';

const { server } = serveMocks();

const baseUrl = 'http://manara.test/api';
const fallbackMessage = 'Failed to fetch latest courses';

describe('createApiClient', () => {
  it('calls the configured base with the query and parses the response', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(`${baseUrl}/courses`, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(buildCoursesPage({ page: 2 }));
      }),
    );
    const page = await listCourses(createApiClient({ baseUrl }), { page: 2, category: 'Featured', fallbackMessage });
    expect(seen?.searchParams.get('page')).toBe('2');
    expect(seen?.searchParams.get('category')).toBe('Featured');
    expect(page.pagination.page).toBe(2);
    expect(page.courses[0]).toHaveProperty('isSubscribed', false);
  });

  it('sends the bearer token when there is one, and none otherwise', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${baseUrl}/courses/search`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(buildCoursesPage());
      }),
    );
    await searchCourses(createApiClient({ baseUrl, getToken: () => 'abc.def' }), { title: 'x', page: 1, fallbackMessage });
    await searchCourses(createApiClient({ baseUrl, getToken: () => undefined }), { title: 'x', page: 1, fallbackMessage });
    expect(seen).toEqual(['Bearer abc.def', null]);
  });

  it('posts JSON bodies', async () => {
    server.use(
      http.post(`${baseUrl}/courses/by-ids`, async ({ request }) => {
        const body = (await request.json()) as { ids: string[] };
        return HttpResponse.json({ status: 'success', data: { courses: buildCoursesPage({ total: body.ids.length }).data.courses } });
      }),
    );
    const courses = await getCoursesByIds(createApiClient({ baseUrl }), { ids: ['a', 'b', 'c'], fallbackMessage });
    expect(courses).toHaveLength(3);
  });

  it('asks for a keep-alive request only when told to (a progress report as the page goes away)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      HttpResponse.json({
        status: 'success',
        data: { progress: { lessonId: 'l', position: 12, watchedSeconds: 10, durationSeconds: 60, completed: false } },
      }),
    );
    const client = createApiClient({ baseUrl, fetch });
    const body = { courseId: '00000000-0000-4000-b000-000000000001', played: [[2, 12]] as Array<[number, number]>, position: 12 };
    const progress = await reportProgress(client, { lessonId: 'l', body, keepalive: true, fallbackMessage });
    expect(progress.watchedSeconds).toBe(10);
    await reportProgress(client, { lessonId: 'l', body, fallbackMessage });
    expect(fetch.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined]);
    expect(fetch.mock.calls[0]?.[0]).toBe(`${baseUrl}/lessons/l/progress`);
  });

  it("carries the server's code, field and message for errors", async () => {
    server.use(
      http.get(`${baseUrl}/courses`, () =>
        HttpResponse.json({ status: 'fail', code: 'VALIDATION', field: 'page', message: 'page must be a whole number from 1' }, { status: 400 }),
      ),
    );
    const failure = listCourses(createApiClient({ baseUrl }), { page: 1, fallbackMessage });
    await expect(failure).rejects.toEqual(
      expect.objectContaining({ name: 'ApiError', status: 400, code: 'VALIDATION', field: 'page', message: 'page must be a whole number from 1' }),
    );
  });

  it('keeps a code it does not know, which matches none of its decisions', async () => {
    server.use(http.get(`${baseUrl}/courses`, () => HttpResponse.json({ status: 'fail', code: 'SOMETHING_NEW', message: 'New words' }, { status: 400 })));
    const error = await listCourses(createApiClient({ baseUrl }), { page: 1, fallbackMessage }).catch((e: unknown) => e);
    expect(error).toEqual(expect.objectContaining({ status: 400, code: 'SOMETHING_NEW', message: 'New words' }));
    expect(hasErrorCode(error, 'VALIDATION', 'ACCOUNT_BLOCKED')).toBe(false);
    expect(localizeError(error, 'كلمات الاستدعاء', 'ar')).toBe('كلمات الاستدعاء');
  });

  it.each([
    ['a body without a message', () => HttpResponse.json({ oops: true }, { status: 500 })],
    ['a body that is not JSON', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
    ['a network failure', () => HttpResponse.error()],
    ['a success that breaks the contract', () => HttpResponse.json({ status: 'success', data: { courses: 'nope' } })],
  ])('falls back to the default message on %s', async (_name, resolver) => {
    server.use(http.get(`${baseUrl}/courses`, resolver));
    const error = await listCourses(createApiClient({ baseUrl }), { page: 1, fallbackMessage }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(fallbackMessage);
    expect(errorMessageOf(error, 'The words of the screen')).toBe('The words of the screen');
  });

  it("shows a coded answer's own sentence in English, and the screen's words for anything else", async () => {
    server.use(http.get(`${baseUrl}/courses`, () => HttpResponse.json({ status: 'fail', code: 'COURSE_NOT_FOUND', message: 'Course not found' }, { status: 404 })));
    const error = await listCourses(createApiClient({ baseUrl }), { page: 1, fallbackMessage }).catch((e: unknown) => e);
    expect(errorMessageOf(error, 'The words of the screen')).toBe('Course not found');
    expect(errorMessageOf(new Error('boom'), 'The words of the screen')).toBe('The words of the screen');
  });

  it('calls onUnauthorized on a 401, and only then', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, onUnauthorized });
    server.use(http.get(`${baseUrl}/courses`, () => HttpResponse.json({ status: 'fail', code: 'ADMIN_ONLY', message: 'Forbidden' }, { status: 403 })));
    await listCourses(client, { page: 1, fallbackMessage }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    server.use(http.get(`${baseUrl}/courses`, () => HttpResponse.json({ status: 'fail', code: 'LOGIN_REQUIRED', message: 'Session expired' }, { status: 401 })));
    await expect(listCourses(client, { page: 1, fallbackMessage })).rejects.toThrow('Session expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
