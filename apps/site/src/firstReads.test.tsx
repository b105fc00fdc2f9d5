import { adminHandlers, buildAdmin, buildUser, buildUserResponse, contactHandlers, courseHandlers, learningHandlers, paymentHandlers, storeSessionHint, userHandlers } from '@manara/api-client/mocks';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import useSWR, { unstable_serialize } from 'swr';
import { createFirstReads } from './firstReads';
import { AppRoutes } from './router';
import { signedInCache } from './signedInCache';
import { Site } from './Site';

/*
 * A signed-in page starts with its data (docs/product/overview.md#signed-in-pages-start-with-their-data): what
 * the server reads first is what the page's screen reads, under the same keys, so the screen draws from it
 * while every request of its own is still on its way.
 */

const COURSES = ['course-1', 'course-2'];
const learner = buildUser({ courses: COURSES });

/** The stand-in API, answering as the mocks do; the signed-in reader is `user`. */
const mockApi = (user = learner) => {
  const handlers = [
    http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(user))),
    ...[userHandlers, courseHandlers, learningHandlers, paymentHandlers, contactHandlers, adminHandlers].flatMap((group) => Object.values(group).flat()),
  ] as RequestHandler[];
  const asked: string[] = [];
  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), location.origin), init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return (await getResponse(handlers, request)) ?? new Response('Not found', { status: 404 });
  };
  return { fetchApi, asked };
};

/** The page's own requests, held for good: whatever the page shows, it drew from what it started with. */
const holdEveryRequest = () => {
  const held: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    held.push(new URL(input instanceof Request ? input.url : String(input), location.origin).pathname);
    return new Promise<Response>(() => undefined);
  });
  return held;
};

const reader = { cookie: 'session', origin: location.origin };

/** The site at `address`, starting from `data` read for its reader, as `main.tsx` starts it. */
const open = async (address: string, data: Record<string, unknown>, { signedIn = true } = {}) =>
  render(
    <StrictMode>
      <Site data={data} cache={signedIn ? signedInCache(data) : undefined}>
        <MemoryRouter initialEntries={[address]}>
          <AppRoutes />
        </MemoryRouter>
      </Site>
    </StrictMode>,
  );

/**
 * My Courses opened from what the server reads for its reader, every request of its own held; the requests it
 * makes. Its code is loaded first: the time measured is the page's own, not the time the test's browser takes to
 * fetch and compile the route's modules the first time, which a busy machine stretches past a second.
 */
async function openMyCourses({ signedIn = true } = {}) {
  const { fetchApi } = mockApi();
  const first = await createFirstReads({ fetchApi })('/mycourses', reader);
  storeSessionHint('user');
  await import('./routes/mycourses');
  const held = holdEveryRequest();
  await open('/mycourses', first?.data ?? {}, { signedIn });
  return held;
}

afterEach(() => {
  vi.unstubAllGlobals();
  storeSessionHint(undefined);
});

describe('signed-in pages drawn from the answers they start with', () => {
  it('My Courses shows its cards at once, without the placeholders for courses on their way', async () => {
    const held = await openMyCourses();
    // Well before the second the placeholders would otherwise stay.
    await expect.element(page.getByRole('article').first(), { timeout: 800 }).toBeVisible();
    expect(page.getByRole('article').all()).toHaveLength(COURSES.length);
    expect(page.getByText('Loading course').elements()).toHaveLength(0);
    // Read for this reader just now: not asked for again as the screen first shows it.
    expect(held).not.toContain('/api/users/profile');
    expect(held).not.toContain('/api/courses/by-ids');
    expect(held).not.toContain('/api/payments/mine');
  });

  it('asks again for answers a page drawn signed out started with', async () => {
    const held = await openMyCourses({ signedIn: false });
    await expect.element(page.getByRole('article').first(), { timeout: 800 }).toBeVisible();
    await expect.poll(() => held).toContain('/api/courses/by-ids');
    expect(held).toContain('/api/users/profile');
  });

  it("the lesson player shows the course's title and its first lesson", async () => {
    const { fetchApi } = mockApi();
    const first = await createFirstReads({ fetchApi })('/course/course-1/lessons', reader);
    storeSessionHint('user');
    holdEveryRequest();
    await open('/course/course-1/lessons', first?.data ?? {});
    const course = first?.data[unstable_serialize(['/courses/:id', 'course-1'])] as { title: string } | undefined;
    expect(course?.title).toBeTruthy();
    await expect.element(page.getByRole('heading', { level: 1, name: course?.title })).toBeVisible();
    await expect.element(page.getByText(/\(1\/\d+\)$/)).toBeVisible();
  });

  it('My Certificates shows what the learner completed', async () => {
    const { fetchApi } = mockApi();
    const first = await createFirstReads({ fetchApi })('/certificates', reader);
    storeSessionHint('user');
    holdEveryRequest();
    await open('/certificates', first?.data ?? {});
    await expect.element(page.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    await expect.element(page.getByRole('article').first()).toBeVisible();
  });

  it("the admin dashboard shows its figures", async () => {
    const { fetchApi } = mockApi(buildAdmin());
    const first = await createFirstReads({ fetchApi })('/admin/dashboard', reader);
    storeSessionHint('admin');
    holdEveryRequest();
    await open('/admin/dashboard', first?.data ?? {});
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.element(page.getByText('312')).toBeVisible();
  });
});

describe('what the server reads first', () => {
  it('reads nothing more for a reader the API does not take as signed in', async () => {
    const { fetchApi, asked } = mockApi();
    const ended = async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/users/profile') ? HttpResponse.json({ status: 'fail', message: 'Please log in' }, { status: 401 }) : fetchApi(input, init);
    expect(await createFirstReads({ fetchApi: ended })('/mycourses', reader)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("reads nothing of an admin page for a learner, nor for an address that is no signed-in page", async () => {
    const { fetchApi, asked } = mockApi();
    expect(await createFirstReads({ fetchApi })('/admin/dashboard', reader)).toBeUndefined();
    expect(await createFirstReads({ fetchApi })('/courses', reader)).toBeUndefined();
    expect(asked).toEqual(['GET /api/users/profile']);
  });

  it("reads in the reader's name, from the site's origin, and names the page's code and its first picture", async () => {
    const seen: Headers[] = [];
    const { fetchApi } = mockApi();
    const first = await createFirstReads({
      fetchApi: (input, init) => {
        seen.push(new Headers(init?.headers));
        return fetchApi(input, init);
      },
    })('/ar/mycourses', reader);
    expect(seen.map((headers) => [headers.get('Cookie'), headers.get('Origin')])).toEqual(seen.map(() => ['session', location.origin]));
    expect(first?.modules).toEqual(['src/signedInCache.ts', 'src/routes/mycourses.tsx']);
    expect(first?.pictures).toEqual([{ address: expect.any(String), largest: true }]);
  });
});

describe("a signed-in page's answers, once shown", () => {
  it('are what a change in place starts from, as answers the screen read itself are', async () => {
    const key = ['/lessons/courses/:id/progress', 'course-1', 'learner-1'] as const;
    const seen: unknown[] = [];
    function Progress() {
      const { data, mutate } = useSWR(key, () => new Promise<number>(() => undefined));
      return (
        <button type="button" onClick={() => void mutate((current) => (seen.push(current), (current ?? 0) + 1), { revalidate: false })}>
          {`done ${data ?? 'unknown'}`}
        </button>
      );
    }
    holdEveryRequest();
    await render(
      <Site data={{}} cache={signedInCache({ [unstable_serialize(key)]: 1 })}>
        <Progress />
      </Site>,
    );
    await page.getByRole('button', { name: 'done 1' }).click();
    await expect.element(page.getByRole('button', { name: 'done 2' })).toBeVisible();
    expect(seen).toEqual([1]);
  });
});
