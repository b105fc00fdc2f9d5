import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { getCompletionStatus, getCourseProgress, reportProgress } from './lessons';
import { serveMocks } from '../mocks/mockServer.testing';

const { server } = serveMocks();

const baseUrl = 'http://manara.test/api';
const client = createApiClient({ baseUrl, getToken: () => 'the-token' });
const fallbackMessage = 'Failed to save progress';
const progress = { lessonId: 'l-1', position: 42, watchedSeconds: 40, durationSeconds: 300, completed: false };

describe('the lesson calls', () => {
  it("report progress to the lesson's address, with the session, and read the counted progress", async () => {
    let sent: { path: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${baseUrl}/lessons/:id/progress`, async ({ request, params }) => {
        sent = { path: String(params.id), auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ status: 'success', data: { progress } });
      }),
    );
    const body = { courseId: 'c-1', played: [[0, 40]] as Array<[number, number]>, position: 42 };
    expect(await reportProgress(client, { lessonId: 'l 1', body, fallbackMessage })).toEqual(progress);
    expect(sent).toEqual({ path: 'l 1', auth: 'Bearer the-token', body });
  });

  it('read the resume point and the completion status', async () => {
    server.use(
      http.get(`${baseUrl}/lessons/courses/c-1/progress`, () => HttpResponse.json({ status: 'success', data: { lastLessonId: 'l-1', lessons: [progress] } })),
      http.get(`${baseUrl}/completion/courses/c-1/completion-status`, () =>
        HttpResponse.json({ status: 'success', data: { completedLessons: 1, totalLessons: 3, completionPercentage: 33 } }),
      ),
    );
    expect(await getCourseProgress(client, { courseId: 'c-1', fallbackMessage })).toEqual({ lastLessonId: 'l-1', lessons: [progress] });
    expect(await getCompletionStatus(client, { courseId: 'c-1', fallbackMessage })).toEqual({ completedLessons: 1, totalLessons: 3, completionPercentage: 33 });
  });

  it('refuse an answer that breaks the contract', async () => {
    server.use(
      http.get(`${baseUrl}/completion/courses/c-1/completion-status`, () =>
        HttpResponse.json({ status: 'success', data: { completedLessons: 1, totalLessons: 3, completionPercentage: 33.3 } }),
      ),
    );
    await expect(getCompletionStatus(client, { courseId: 'c-1', fallbackMessage })).rejects.toThrow(fallbackMessage);
  });
});
