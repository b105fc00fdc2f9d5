import { apiClient, listCourses } from '@manara/api-client';
import { buildAdmin, buildUser, errorResponse, usersLogout, usersProfile } from '@manara/api-client/mocks';
import { composeStory } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { UserSchema } from '@manara/api-client/schemas';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../../.storybook/preview';
import { useSession } from './SessionProvider';
import * as stories from './SessionProvider.stories';

/** Buttons for what the probe story cannot do: sign in, and make an unrelated call. */
function Controls() {
  const { signIn, signOut, updateUser, refreshUser, renewToken, isAuthenticated, isAdmin, user } = useSession();
  const [refreshed, setRefreshed] = useState('');
  return (
    <div>
      <p>
        {isAuthenticated ? 'in' : 'out'} · {isAdmin ? 'admin' : 'not admin'} · {user?.email ?? 'nobody'}
      </p>
      <button type="button" onClick={() => void signIn({ token: 'fresh.token', user: v.parse(UserSchema, buildAdmin()), remember: true })}>
        sign in
      </button>
      <button type="button" onClick={() => void signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => void updateUser(v.parse(UserSchema, buildUser({ firstName: 'Mariam', email: 'mariam@example.com' })))}>
        update user
      </button>
      <button
        type="button"
        onClick={() =>
          void refreshUser().then(
            () => setRefreshed('refreshed'),
            (error: unknown) => setRefreshed(`refresh failed: ${error instanceof Error ? error.message : ''}`),
          )
        }
      >
        refresh user
      </button>
      <output>{refreshed}</output>
      <button type="button" onClick={() => void renewToken({ token: 'renewed.token' })}>
        renew token
      </button>
      <button type="button" onClick={() => void listCourses(apiClient, { page: 1, fallbackMessage: 'x' }).catch(() => undefined)}>
        call
      </button>
    </div>
  );
}

const render = (story: typeof stories.SignedOut, handlers: Record<string, HttpHandler | HttpHandler[]> = {}) =>
  composeStory(
    { ...story, play: undefined, args: { children: <Controls /> }, parameters: { msw: { handlers } } },
    stories.default,
    preview,
  ).run();

const state = () => page.getByRole('paragraph');

/** The browser's own view of a cookie: Chromium reports `expires` (null for a browser-session cookie). */
const expiryOf = async (name: string) => ((await window.cookieStore.get(name)) as (CookieListItem & { expires: number | null }) | null)?.expires;

// The remember choice is kept in storage beside the cookies; no test leaves one for the next.
afterEach(() => localStorage.clear());

describe('SessionProvider', () => {
  test('signIn stores both cookies and the user, without asking for the profile again first', async () => {
    const asked: string[] = [];
    await render(stories.SignedOut, {
      usersProfile: http.get('*/api/users/profile', ({ request }) => {
        asked.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ status: 'success', data: { user: buildAdmin() } });
      }),
    });
    await expect.element(state()).toHaveTextContent('out · not admin · nobody');
    await userEvent.click(page.getByRole('button', { name: 'sign in' }));
    await expect.element(state()).toHaveTextContent('in · admin · karim@example.com');
    expect(document.cookie).toContain('manara_token=fresh.token');
    expect(document.cookie).toContain('manara_role=admin');
    // The profile is refreshed in the background with the new token, never with none.
    expect(asked.every((header) => header === 'Bearer fresh.token')).toBe(true);
  });

  test.each([
    ['answers', usersLogout.default],
    ['fails', usersLogout.error],
  ])('signOut calls POST /users/logout with the token, then ends the session when the server %s', async (_name, answer) => {
    const calls: (string | null)[] = [];
    await render(stories.SignedIn, {
      usersLogout: [
        http.post('*/api/users/logout', ({ request }) => {
          calls.push(request.headers.get('authorization'));
        }),
        answer,
      ],
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'sign out' }));
    await expect.element(state()).toHaveTextContent('out · not admin · nobody');
    expect(calls).toEqual(['Bearer fixture.session.token']);
    expect(document.cookie).not.toMatch(/manara_(token|role)=/);
  });

  test('signing in again after signing out shows the new user, not the cached one', async () => {
    // The server knows each token's own user: the old session is Mona's, the fresh one Karim's.
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', ({ request }) =>
        HttpResponse.json({
          status: 'success',
          data: { user: request.headers.get('authorization') === 'Bearer fresh.token' ? buildAdmin() : buildUser() },
        }),
      ),
    });
    await expect.element(state()).toHaveTextContent('mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'sign out' }));
    await expect.element(state()).toHaveTextContent('nobody');
    await userEvent.click(page.getByRole('button', { name: 'sign in' }));
    await expect.element(state()).toHaveTextContent('in · admin · karim@example.com');
  });

  test('a 401 on any call ends the session, not only on the profile', async () => {
    await render(stories.SignedIn, {
      coursesList: http.get('*/api/courses', () => errorResponse('LOGIN_REQUIRED')),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'call' }));
    await expect.element(state()).toHaveTextContent('out · not admin · nobody');
    expect(document.cookie).not.toMatch(/manara_(token|role)=/);
  });

  test('updateUser shows the new user without asking the server again', async () => {
    let asked = 0;
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', () => {
        asked += 1;
        return HttpResponse.json({ status: 'success', data: { user: buildUser() } });
      }),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'update user' }));
    await expect.element(state()).toHaveTextContent('in · not admin · mariam@example.com');
    expect(asked).toBe(1);
  });

  test('refreshUser asks the server again and shows its answer everywhere', async () => {
    const asked: (string | null)[] = [];
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        const user = asked.length === 1 ? buildUser() : buildUser({ email: 'mona.new@example.com', courses: ['course-1'] });
        return HttpResponse.json({ status: 'success', data: { user } });
      }),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'refresh user' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('refreshed');
    await expect.element(state()).toHaveTextContent('in · not admin · mona.new@example.com');
    expect(asked).toEqual(['Bearer fixture.session.token', 'Bearer fixture.session.token']);
  });

  test('refreshUser rejects when the server fails, and the user stays as it was', async () => {
    let asked = 0;
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ status: 'success', data: { user: buildUser() } })
          : HttpResponse.json({ status: 'error' }, { status: 500 });
      }),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'refresh user' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('refresh failed: Failed to get user data');
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    expect(document.cookie).toContain('manara_token=fixture.session.token');
  });

  test('renewToken replaces the token, keeps the user and the role, and asks with the new token only', async () => {
    const asked: (string | null)[] = [];
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 'success', data: { user: buildUser() } });
      }),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'renew token' }));
    await expect.poll(() => document.cookie).toContain('manara_token=renewed.token');
    expect(document.cookie).toContain('manara_role=user');
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    // A browser-session cookie stays one.
    expect(await expiryOf('manara_token')).toBeNull();
    await expect.poll(() => asked.at(-1)).toBe('Bearer renewed.token');
    expect(asked).toEqual(['Bearer fixture.session.token', 'Bearer renewed.token']);
  });

  test('a session remembered at sign-in is still remembered after renewToken', async () => {
    await render(stories.SignedOut, { usersProfile: usersProfile.admin });
    await userEvent.click(page.getByRole('button', { name: 'sign in' }));
    await expect.element(state()).toHaveTextContent('in · admin · karim@example.com');
    await userEvent.click(page.getByRole('button', { name: 'renew token' }));
    await expect.poll(() => document.cookie).toContain('manara_token=renewed.token');
    expect(document.cookie).toContain('manara_role=admin');
    const DAY_MS = 24 * 60 * 60 * 1000;
    for (const name of ['manara_token', 'manara_role']) {
      expect(await expiryOf(name)).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    }
  });
});
