import type { ProgressReportBody } from '@manara/api-client';
import { courseDetail, errorResponse, lessonsReport } from '@manara/api-client/mocks';
import { fakeYouTubeScript, installFakeYouTube } from '@manara/api-client/mocks/youtube';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import { realDelay, until } from '../../../../test/real-time';
import { REPORT_RETRY_DELAYS_MS } from './constants';
import * as stories from './LessonPlayerScreen.stories';

/** The stand-in YouTube's videos last 3 s here, played on the page's own clock: the ranges are really played. */
const VIDEO_SECONDS = 3;

type Answer = () => Promise<Response | undefined> | Response | undefined;

/**
 * The first visit, without its play function, its lesson playing to the end in real time. Each
 * progress report's body is kept; the end report is answered by `atTheEnd` (else as usual).
 */
async function watchToTheEnd({ atTheEnd }: { atTheEnd: Answer }) {
  const bodies: ProgressReportBody[] = [];
  const record = http.post('*/api/lessons/:id/progress', async ({ request }) => {
    const body = (await request.clone().json()) as ProgressReportBody;
    bodies.push(body);
    return body.position >= VIDEO_SECONDS ? atTheEnd() : undefined;
  });
  await runStory(stories.default, stories.FirstVisit, {
    beforeEach: () => void installFakeYouTube(window, { defaultDuration: VIDEO_SECONDS }),
    handlers: { lessonsReport: [record, lessonsReport.default] },
  });
  return { bodies, endReports: () => bodies.filter((body) => body.position >= VIDEO_SECONDS) };
}

const seconds = (played: ProgressReportBody['played']) => (played ?? []).reduce((sum, [start, end]) => sum + end - start, 0);

describe('LessonPlayerScreen: reporting the end of a lesson', () => {
  test('a failed end report is sent again by Try Again with the ranges it carried, and the alert goes once it is counted', async () => {
    let connected = false;
    const { endReports } = await watchToTheEnd({ atTheEnd: () => (connected ? undefined : HttpResponse.error()) });
    const alert = page.getByRole('alert');
    await expect.element(alert, { timeout: 8000 }).toHaveTextContent('Failed to mark lesson complete');
    await expect.element(page.getByText('Lesson Completed!')).not.toBeInTheDocument();
    const [failed] = endReports();
    // What was played of the video, most of its 3 s.
    expect(seconds(failed?.played)).toBeGreaterThan(VIDEO_SECONDS - 1);

    connected = true;
    await userEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    await expect.element(page.getByText('Lesson Completed!')).toBeVisible();
    await expect.element(alert).not.toBeInTheDocument();
    // Every try after the failed one (Try Again, and any the player made by itself) carried its ranges.
    const [, ...retried] = endReports();
    expect(retried.length).toBeGreaterThan(0);
    for (const body of retried) expect(body.played).toEqual(failed?.played);
  });

  test("'Lesson Completed!' waits for the server's answer", async () => {
    let letThrough = () => {};
    const answered = new Promise<void>((resolve) => (letThrough = resolve));
    const { endReports } = await watchToTheEnd({
      atTheEnd: async () => {
        await answered;
        return undefined;
      },
    });
    await until(() => endReports().length === 1, 8000);
    await realDelay(300);
    expect(page.getByText('Lesson Completed!').query()).toBeNull();
    await expect.element(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0/5 lessons · 0%');
    letThrough();
    await expect.element(page.getByText('Lesson Completed!')).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1/5 lessons · 20%');
  });

  test('a refusal that will not change is shown in its own words and not sent again by itself', async () => {
    const { endReports } = await watchToTheEnd({ atTheEnd: () => errorResponse('NOT_SUBSCRIBED') });
    const alert = page.getByRole('alert');
    await expect.element(alert, { timeout: 8000 }).toHaveTextContent('You need to subscribe to this course to access its lessons.');
    await expect.element(alert).not.toHaveTextContent('will be sent again');
    await realDelay((REPORT_RETRY_DELAYS_MS[0] ?? 0) + 500);
    expect(endReports()).toHaveLength(1);
  });
});

describe("LessonPlayerScreen: the page before the player's script", () => {
  test("asks for YouTube's script only once the lesson's player has been painted", async () => {
    // When the player appears, the next frame (its first paint) is awaited; the script's element notes whether it came first.
    let playerFramePainted = false;
    let scriptAskedAfterPaint: boolean | undefined;
    const watcher = new MutationObserver(() => {
      if (scriptAskedAfterPaint === undefined && document.querySelector('script[src$="/painted-first/iframe_api"]')) scriptAskedAfterPaint = playerFramePainted;
    });
    const titleWatcher = new MutationObserver(() => {
      if (!document.querySelector('[role="region"][aria-label="Video player"]')) return;
      titleWatcher.disconnect();
      requestAnimationFrame(() => (playerFramePainted = true));
    });
    watcher.observe(document.head, { childList: true });
    titleWatcher.observe(document.body, { childList: true, subtree: true });
    const script = http.get('*/painted-first/iframe_api', () =>
      new HttpResponse(fakeYouTubeScript({ defaultDuration: VIDEO_SECONDS }), { headers: { 'Content-Type': 'text/javascript' } }),
    );
    await runStory(stories.default, stories.FirstVisit, {
      args: { youtubeApiUrl: '/painted-first/iframe_api' },
      beforeEach: () => void delete (window as { YT?: unknown }).YT,
      handlers: { youtube: script },
    });
    const player = page.getByRole('region', { name: 'Video player' });
    await expect.element(player.getByRole('button', { name: 'Pause' }), { timeout: 8000 }).toBeEnabled();
    watcher.disconnect();
    expect(scriptAskedAfterPaint).toBe(true);
  });
});

describe('LessonPlayerScreen: when YouTube cannot be reached', () => {
  test('the IFrame API script blocked, then let through: the learner is told why, the lesson stays readable, and Try Again loads the script afresh and plays', async () => {
    let blocked = true;
    const requested: string[] = [];
    const script = http.get('*/blocked-then-allowed/iframe_api', ({ request }) => {
      requested.push(request.url);
      if (blocked) return HttpResponse.error();
      return new HttpResponse(fakeYouTubeScript({ defaultDuration: VIDEO_SECONDS }), { headers: { 'Content-Type': 'text/javascript' } });
    });
    await runStory(stories.default, stories.FirstVisit, {
      args: { youtubeApiUrl: '/blocked-then-allowed/iframe_api' },
      beforeEach: () => void delete (window as { YT?: unknown }).YT,
      handlers: { youtube: script },
    });

    const alert = page.getByRole('alert');
    await expect.element(alert, { timeout: 8000 }).toHaveTextContent('The video could not load');
    await expect.element(alert).toHaveTextContent('may be blocked on this network');
    const player = page.getByRole('region', { name: 'Video player' });
    await expect.element(player.getByRole('button', { name: 'Play' })).toBeDisabled();
    // The lesson's description and the outline still work.
    await expect.element(page.getByRole('region', { name: 'About this lesson' })).toHaveTextContent('What employers abroad look for first');
    await expect.element(page.getByRole('navigation', { name: 'Course content' }).getByRole('button', { name: /Your story in one page/ })).toBeEnabled();
    expect(requested).toHaveLength(1);

    blocked = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    await expect.element(player.getByRole('button', { name: 'Pause' }), { timeout: 8000 }).toBeEnabled();
    await expect.element(alert).not.toBeInTheDocument();
    expect(requested).toHaveLength(2);
  });
});

describe('LessonPlayerScreen: a read that fails without an answer of the API', () => {
  test("the learner's progress: 'Failed to fetch completed lessons'", async () => {
    await runStory(stories.default, stories.FirstVisit, { handlers: { lessonsProgress: http.get('*/api/lessons/courses/:id/progress', badGateway) } });
    await expect.element(page.getByRole('alert'), { timeout: 8000 }).toHaveTextContent('Failed to fetch completed lessons');
  });

  test("the course's lessons: 'Failed to load the course's lessons'", async () => {
    await runStory(stories.default, stories.FirstVisit, { handlers: { lessonsList: http.get('*/api/lessons/courses/:id/lessons', badGateway) } });
    await expect.element(page.getByRole('alert'), { timeout: 8000 }).toHaveTextContent("Failed to load the course's lessons");
  });
});

describe('LessonPlayerScreen: the course itself', () => {
  test("a course that cannot be read says 'Failed to fetch course data', and Try Again brings the player", async () => {
    let connected = false;
    const course = http.get('*/api/courses/:id', () => (connected ? undefined : HttpResponse.error()));
    await runStory(stories.default, stories.FirstVisit, { handlers: { courseDetail: [course, courseDetail.default] } });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Failed to fetch course data');
    connected = true;
    await userEvent.click(alert.getByRole('button', { name: 'Try Again' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Build Your Global Profile' })).toBeVisible();
    await expect.element(alert).not.toBeInTheDocument();
  });
});

describe('LessonPlayerScreen: nothing moves as the page fills in', () => {
  test("the course's title, arriving after the lessons, takes the line its placeholder held: the lesson and the video stay where they were", async () => {
    let letThrough = () => {};
    const answered = new Promise<void>((resolve) => (letThrough = resolve));
    const course = http.get('*/api/courses/:id', async () => {
      await answered;
      return undefined;
    });
    await runStory(stories.default, stories.FirstVisit, { handlers: { courseDetail: [course, courseDetail.default] } });
    const lessonLine = page.getByText('Why a global profile matters (1/5)');
    await expect.element(lessonLine).toBeVisible();
    const before = lessonLine.element().getBoundingClientRect().top;
    letThrough();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Build Your Global Profile' })).toBeVisible();
    expect(lessonLine.element().getBoundingClientRect().top).toBe(before);
  });
});
