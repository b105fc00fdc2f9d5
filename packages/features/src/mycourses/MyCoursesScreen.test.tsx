import { buildUser, buildUserResponse, coursesByIds } from '@manara/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { runStory } from '../../../../test/runStory';
import { gate, realDelay, until } from '../../../../test/real-time';
import { REFRESH_AFTER_PAYMENT_KEY } from '../shared/session';
import * as stories from './MyCoursesScreen.stories';
import { JUST_BOUGHT, OWNED } from './storyKit';

/** The one-second skeleton comes first, so every wait allows for it. */
const slow = { timeout: 4000 };

/** The List story, without its play function, with the flag set or not and some resources answered differently. */
const renderList = (handlers: Record<string, HttpHandler | HttpHandler[]>, { flagged }: { flagged: boolean }) =>
  runStory(stories.default, stories.List, {
    handlers,
    beforeEach: () => {
      if (flagged) localStorage.setItem(REFRESH_AFTER_PAYMENT_KEY, '1');
    },
  });

/** What reached the server, in order: `profile` for each profile request, `by-ids a,b` for each courses request. */
function serverLog() {
  const log: string[] = [];
  const byIds = http.post('*/api/courses/by-ids', async ({ request }) => {
    const { ids } = (await request.clone().json()) as { ids: string[] };
    log.push(`by-ids ${ids.join(',')}`);
  });
  return { log, byIds: [byIds, coursesByIds.default] };
}

/** The profile: the first request knows the courses before the payment, later ones the course just bought too. */
function profile(log: string[], later: () => Promise<Response> | Response) {
  return http.get('*/api/users/profile', () => {
    log.push('profile');
    return log.filter((entry) => entry === 'profile').length === 1
      ? HttpResponse.json(buildUserResponse(buildUser({ courses: OWNED })))
      : later();
  });
}

const withJustBought = () => HttpResponse.json(buildUserResponse(buildUser({ courses: [...OWNED, JUST_BOUGHT] })));

const cards = () => page.getByRole('article');

describe('MyCoursesScreen after a payment', () => {
  test('refreshes the user first, then clears the flag, then loads the courses with the new one first', async () => {
    const server = serverLog();
    const { opened: answered, open: answer } = gate();
    await renderList(
      {
        usersProfile: profile(server.log, async () => {
          await answered;
          return withJustBought();
        }),
        coursesByIds: server.byIds,
      },
      { flagged: true },
    );

    await until(() => server.log.length === 2);
    // The refresh is held: the flag stays, and nothing reads the courses of the stale user.
    await realDelay(300);
    expect(server.log).toEqual(['profile', 'profile']);
    expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBe('1');

    answer();
    await expect.element(cards().first(), slow).toBeVisible();
    expect(cards().all()).toHaveLength(OWNED.length + 1);
    expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBeNull();
    expect(server.log).toEqual(['profile', 'profile', `by-ids ${[JUST_BOUGHT, ...[...OWNED].reverse()].join(',')}`]);
  });

  test('a refresh that fails keeps the flag for the next visit and still lists the courses it knows', async () => {
    const server = serverLog();
    await renderList(
      {
        usersProfile: profile(server.log, () => HttpResponse.json({ status: 'error' }, { status: 500 })),
        coursesByIds: server.byIds,
      },
      { flagged: true },
    );
    await expect.element(cards().first(), slow).toBeVisible();
    expect(cards().all()).toHaveLength(OWNED.length);
    expect(localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY)).toBe('1');
    expect(server.log).toEqual(['profile', 'profile', `by-ids ${[...OWNED].reverse().join(',')}`]);
  });

  test('without the flag the user is not asked for again', async () => {
    const server = serverLog();
    await renderList({ usersProfile: profile(server.log, withJustBought), coursesByIds: server.byIds }, { flagged: false });
    await expect.element(cards().first(), slow).toBeVisible();
    expect(cards().all()).toHaveLength(OWNED.length);
    expect(server.log).toEqual(['profile', `by-ids ${[...OWNED].reverse().join(',')}`]);
  });
});

describe('MyCoursesScreen', () => {
  test('a learner without courses asks for none', async () => {
    const server = serverLog();
    await renderList(
      {
        usersProfile: http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser({ courses: [] })))),
        coursesByIds: server.byIds,
      },
      { flagged: false },
    );
    await expect.element(page.getByText('You have no courses yet.'), slow).toBeVisible();
    expect(server.log).toEqual([]);
  });

  test('Try Again asks for the courses again after a failure', async () => {
    let asked = 0;
    await renderList(
      {
        coursesByIds: http.post('*/api/courses/by-ids', () => {
          asked += 1;
          return asked === 1
            ? HttpResponse.json({ status: 'error' }, { status: 500 })
            : HttpResponse.json({ status: 'success', data: { courses: [] } });
        }),
      },
      { flagged: false },
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(page.getByText('You have no courses yet.'), slow).toBeVisible();
    expect(asked).toBe(2);
  });

  test("the first card's picture, the page's largest paint on a phone, is fetched at once and first; the others wait their turn", async () => {
    await renderList({}, { flagged: false });
    await expect.element(page.getByRole('article').first(), slow).toBeVisible();
    const covers = page.getByRole('article').elements().map((card) => card.querySelector('img'));
    expect(covers.length).toBeGreaterThan(1);
    expect(covers.map((cover) => [cover?.getAttribute('loading'), cover?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ...covers.slice(1).map(() => ['lazy', null]),
    ]);
  });
});
