import { apiClient, listCourses } from '@manara/api-client';
import { buildAdmin, buildUser, usersLogout } from '@manara/api-client/mocks';
import { composeStory } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { UserSchema } from '@manara/api-client/schemas';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import { useSession } from './SessionProvider';
import * as stories from './SessionProvider.stories';

/** Buttons for what the probe story cannot do: sign in, and make an unrelated call. */
function Controls() {
  const { signIn, signOut, isAuthenticated, isAdmin, user } = useSession();
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
      coursesList: http.get('*/api/courses', () => HttpResponse.json({ status: 'fail', message: 'Please log in' }, { status: 401 })),
    });
    await expect.element(state()).toHaveTextContent('in · not admin · mona@example.com');
    await userEvent.click(page.getByRole('button', { name: 'call' }));
    await expect.element(state()).toHaveTextContent('out · not admin · nobody');
    expect(document.cookie).not.toMatch(/manara_(token|role)=/);
  });
});
