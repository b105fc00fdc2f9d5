import { buildCourse, buildCoursesPage, coursesList, coursesSearch } from '@manara/api-client/mocks';
import { CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { composeStory } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import { SWRConfig, unstable_serialize } from 'swr';
import * as v from 'valibot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { runStory } from '../../../../test/runStory';
import { coursesKey, type CourseListing } from './api/useCourses';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { courseActionHref, type CourseActionHandler } from './courseAction';
import * as stories from './CoursesScreen.stories';
import { realDelay } from '../../../../test/real-time';

/** The one-second skeleton comes first, so every wait allows for it. */
const slow = { timeout: 4000 };

/**
 * Puts a recorder in front of a resource's handler: it notes each request's URL and lets the
 * request fall through to the handler that answers it.
 */
function recorded(path: string, handler: HttpHandler) {
  const urls: URL[] = [];
  const recorder = http.get(path, ({ request }) => {
    urls.push(new URL(request.url));
  });
  return { urls, handlers: [recorder, handler] };
}

/** The AllSections story, without its play function, with some resources answered differently. */
function allSectionsWith(
  handlers: Record<string, HttpHandler | HttpHandler[]>,
  args: Partial<typeof stories.default.args> = {},
) {
  return composeStory(
    { ...stories.AllSections, play: undefined, args, parameters: { msw: { handlers } } },
    stories.default,
    preview,
  );
}

/**
 * Waits in real time, up to `ms`, until `urls` holds `count` requests, and says how many it holds.
 * Unlike `expect.poll`, it never advances fake timers.
 */
async function requestsReach(urls: URL[], count: number, ms = 3000) {
  for (let waited = 0; urls.length < count && waited < ms; waited += 20) {
    await realDelay(20);
  }
  return urls.length;
}

/** A request the screen sends goes out at once; this long without one means none is coming. */
const NOTHING_COMES_MS = 500;

const searchbox = () => page.getByRole('searchbox', { name: 'Search courses' });
const section = (name: string) => page.getByRole('region', { name });

describe('CoursesScreen search', () => {
  /** Renders with `coursesSearch` recorded, waits out the skeleton, then stops the clock for the debounce. */
  async function renderWithFrozenClock(handler: HttpHandler) {
    const search = recorded('*/api/courses/search', handler);
    await allSectionsWith({ coursesSearch: search.handlers }).run();
    await expect.element(section('Latest Courses').getByRole('article').first(), slow).toBeVisible();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    return search;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  test('does not query while the trimmed text is empty', async () => {
    const search = await renderWithFrozenClock(coursesSearch.default);

    await userEvent.fill(searchbox(), '   ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
    expect(await requestsReach(search.urls, 1, NOTHING_COMES_MS)).toBe(0);
    await expect.element(section('Latest Courses')).toBeVisible();

    await userEvent.fill(searchbox(), ' essays ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await expect.element(page.getByRole('heading', { name: 'Search Results for: essays' })).toBeVisible();
    expect(await requestsReach(search.urls, 1)).toBe(1);
    expect(search.urls.map((url) => url.searchParams.get('title'))).toEqual(['essays']);
  });

  test('waits for a pause in typing, and Enter does not wait', async () => {
    const search = await renderWithFrozenClock(coursesSearch.loading);

    await userEvent.fill(searchbox(), 'ielts');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(await requestsReach(search.urls, 1, NOTHING_COMES_MS)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await requestsReach(search.urls, 1)).toBe(1);

    await userEvent.fill(searchbox(), 'ielts academic');
    await userEvent.keyboard('{Enter}');
    expect(await requestsReach(search.urls, 2)).toBe(2);
    expect(search.urls.map((url) => url.searchParams.get('title'))).toEqual(['ielts', 'ielts academic']);
  });

  test('a new text starts again at page 1', async () => {
    const search = recorded('*/api/courses/search', coursesSearch.default);
    await allSectionsWith({ coursesSearch: search.handlers }).run();

    await userEvent.fill(searchbox(), 'essays');
    await userEvent.keyboard('{Enter}');
    const results = page.getByRole('region', { name: 'Search Results for: essays' });
    await expect.element(results.getByRole('article').first(), slow).toBeVisible();
    await userEvent.click(results.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => search.urls.at(-1)?.searchParams.get('page')).toBe('2');

    await userEvent.fill(searchbox(), 'essays abroad');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => search.urls.at(-1)?.searchParams.get('title')).toBe('essays abroad');
    expect(search.urls.at(-1)?.searchParams.get('page')).toBe('1');
    const fresh = page.getByRole('region', { name: 'Search Results for: essays abroad' });
    await expect.element(fresh.getByRole('button', { name: 'Previous page' }), slow).toBeDisabled();
  });

  test("shows the default message when the server gives none: 'Failed to fetch search results'", async () => {
    await allSectionsWith({
      coursesSearch: http.get('*/api/courses/search', () => new HttpResponse(null, { status: 502 })),
    }).run();

    await userEvent.type(searchbox(), 'essays{Enter}');
    const alert = page.getByRole('alert');
    await expect.element(alert, slow).toHaveTextContent('Error:');
    await expect.element(alert).toHaveTextContent('Failed to fetch search results');
  });

  test("shows the default message when the search gets no answer at all: 'Search failed'", async () => {
    await allSectionsWith({
      coursesSearch: http.get('*/api/courses/search', () => HttpResponse.error()),
    }).run();

    await userEvent.type(searchbox(), 'essays{Enter}');
    const alert = page.getByRole('alert');
    await expect.element(alert, slow).toHaveTextContent('Error:');
    await expect.element(alert).toHaveTextContent('Search failed');
    await expect.element(alert).not.toHaveTextContent('Failed to fetch search results');
  });
});

describe('CoursesScreen sections', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('courses already there as the screen opens (a page drawn on the server) show at once, with no placeholder', async () => {
    const listed = v.parse(CoursesPageResponseSchema, buildCoursesPage()).data;
    const fallback = Object.fromEntries(
      (['latest', 'Featured', 'Manara'] satisfies CourseListing[]).map((listing) => [unstable_serialize(coursesKey({ listing, page: 1 })), listed]),
    );
    // The placeholder's second never passes, and the API never answers: what shows came with the page.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await runStory(stories.default, stories.AllSections, {
      handlers: { coursesList: coursesList.loading },
      decorators: [(Story) => <SWRConfig value={{ fallback }}>{Story()}</SWRConfig>],
    });

    // Looked at without waiting: `expect.element` would advance the frozen clock past the placeholder's second.
    await realDelay(100);
    const latest = section('Latest Courses');
    expect(latest.getByRole('heading', { name: listed.courses[0]?.title ?? '' }).elements()).toHaveLength(1);
    expect(latest.getByText('Loading course').elements()).toEqual([]);
    expect(latest.getByRole('list').element().getAttribute('aria-busy')).toBeNull();
    // The page's first picture is likely its largest paint: it is fetched first; the others wait their turn.
    const covers = latest.getByRole('article').elements().map((card) => card.querySelector('img')?.getAttribute('fetchpriority'));
    expect(covers).toEqual(['high', ...covers.slice(1).map(() => null)]);
  });

  test('each section pages on its own', async () => {
    const list = recorded('*/api/courses', coursesList.default);
    await allSectionsWith({ coursesList: list.handlers }).run();

    const latest = section('Latest Courses');
    const featured = section('Featured Courses');
    await expect.element(latest.getByRole('article').first(), slow).toBeVisible();
    await userEvent.click(latest.getByRole('button', { name: 'Next page' }));

    await expect.element(latest.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect.element(featured.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect.element(section('Manara Courses').getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const turned = list.urls.filter((url) => url.searchParams.get('page') === '2');
    expect(turned.map((url) => url.searchParams.get('category'))).toEqual([null]);
  });

  test('shows each listing its own default message when the server gives none', async () => {
    await allSectionsWith({
      coursesList: http.get('*/api/courses', () => new HttpResponse('Bad gateway', { status: 502 })),
    }).run();

    for (const [name, message] of [
      ['Latest Courses', 'Failed to fetch latest courses'],
      ['Featured Courses', 'Failed to fetch featured courses'],
      ['Manara Courses', 'Failed to fetch Manara courses'],
    ] as const) {
      await expect.element(section(name).getByRole('alert'), slow).toHaveTextContent(message);
    }
  });

  test("a subscriber's Open Course goes to the lessons; Enroll Now runs the enrolment instead", async () => {
    const onCourseAction = fn<CourseActionHandler>();
    const latestPage = buildCoursesPage();
    const [first, ...rest] = latestPage.data.courses;
    const subscribed = buildCourse({ ...first, isSubscribed: true });
    await allSectionsWith(
      {
        coursesList: http.get('*/api/courses', () =>
          HttpResponse.json({ ...latestPage, data: { ...latestPage.data, courses: [subscribed, ...rest] } }),
        ),
      },
      { onCourseAction },
    ).run();

    const latest = section('Latest Courses');
    const open = latest.getByRole('button', { name: 'Open Course' });
    await expect.element(open, slow).toBeVisible();
    await userEvent.click(open);
    await userEvent.click(latest.getByRole('button', { name: 'Enroll Now' }).first());
    // A visitor: the enrolment asks them to log in, and the app is not told to navigate.
    await expect.element(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    const events = onCourseAction.mock.calls.map(([event]) => event);
    expect(events.map(({ action }) => action)).toEqual(['open']);
    expect(events.map(courseActionHref)).toEqual([`/course/${subscribed._id}/lessons`]);
  });
});
