import { apiClient, listCourses, readSessionHint } from '@manara/api-client';
import { buildAdmin, buildUser, errorResponse, storeSessionHint, usersLogout } from '@manara/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { UserSchema } from '@manara/api-client/schemas';
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { runStory } from '../../../../../test/runStory';
import { useSession } from './SessionProvider';
import * as stories from './SessionProvider.stories';

/** Buttons for what the probe story cannot do: sign in, and make an unrelated call. */
function Controls() {
  const { signIn, signOut, updateUser, refreshUser, isAuthenticated, isAdmin, user } = useSession();
  const [refreshed, setRefreshed] = useState('');
  return (
    <div>
      <p>
        {isAuthenticated ? 'in' : 'out'} · {isAdmin ? 'admin' : 'not admin'} · {user?.email ?? 'nobody'}
      </p>
      <button
        type="button"
        onClick={() => {
          // As the server's answer to a sign-in does: the cookies first, then the user.
          storeSessionHint('admin');
          void signIn({ user: v.parse(UserSchema, buildAdmin()) });
        }}
      >
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
      <button type="button" onClick={() => void listCourses(apiClient, { page: 1, fallbackMessage: 'x' }).catch(() => undefined)}>
        call
      </button>
    </div>
  );
}

const render = (story: typeof stories.SignedOut, handlers: Record<string, HttpHandler | HttpHandler[]> = {}) =>
  runStory(stories.default, story, { args: { children: <Controls /> }, handlers });

const state = () => page.getByRole('paragraph');

afterEach(() => storeSessionHint(undefined));

describe('SessionProvider', () => {
  test('signIn shows the user the server signed in at once, and the page never sends a token of its own', async () => {
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
    // The session rides in its cookie, which no script can read: no request carries a bearer token.
    expect(asked.every((header) => header === '')).toBe(true);
  });

  test.each([
    ['answers', usersLogout.default],
    ['fails', usersLogout.error],
  ])('signOut calls POST /users/logout, then ends the session when the server %s', async (_name, answer) => {
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
    expect(calls).toEqual([null]);
    expect(readSessionHint()).toEqual({});
  });

  test('signing in again after signing out shows the new user, not the cached one', async () => {
    // The server knows each session's own user: the old session is Mona's, the fresh one Karim's.
    await render(stories.SignedIn, {
      usersProfile: http.get('*/api/users/profile', () =>
        HttpResponse.json({ status: 'success', data: { user: readSessionHint().role === 'admin' ? buildAdmin() : buildUser() } }),
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
    expect(readSessionHint()).toEqual({});
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
    expect(asked).toEqual([null, null]);
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
    expect(readSessionHint()).toEqual({ role: 'user' });
  });
});
