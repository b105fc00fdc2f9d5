import { clearSessionCookies, readSessionCookies, setSessionCookies } from '@manara/api-client';
import { buildUserResponse, errorResponse } from '@manara/api-client/mocks';
import { GOOGLE_MESSAGES } from '@manara/api-client/schemas';
import { composeStory } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { fn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import preview from '../../../../.storybook/preview';
import { SessionProvider } from '../shared/session';
import { recordFetchSignals, settle, until } from './accountTestKit';
import { GoogleCallbackScreen, type GoogleCallbackScreenProps } from './GoogleCallbackScreen';
import * as stories from './GoogleCallbackScreen.stories';
import { SUCCESS_TOAST_MS } from './timing';

/**
 * The screen in StrictMode (effects run twice on mount, as in development) with a session of its
 * own. StrictMode must wrap the whole React root to take effect, so the screen gets a root of its
 * own; a story that draws nothing sets up the mocks.
 */
async function renderCallback(
  handlers: Record<string, HttpHandler | HttpHandler[]>,
  { storedToken, ...props }: Pick<GoogleCallbackScreenProps, 'token' | 'error'> & { storedToken?: string },
) {
  await composeStory(
    { ...stories.Processing, play: undefined, render: () => <></>, parameters: { msw: { handlers } } },
    stories.default,
    preview,
  ).run();
  // After the story's own clean-up, which signs out.
  if (storedToken !== undefined) setSessionCookies({ token: storedToken, role: 'user', remember: false });
  const onSignedIn = fn<GoogleCallbackScreenProps['onSignedIn']>();
  const onFailed = fn<GoogleCallbackScreenProps['onFailed']>();
  await render(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map() }}>
        <SessionProvider>
          <GoogleCallbackScreen {...props} onSignedIn={onSignedIn} onFailed={onFailed} />
        </SessionProvider>
      </SWRConfig>
    </StrictMode>,
  );
  return { onSignedIn, onFailed };
}

/** Answers the profile, and keeps the bearer token of every request. */
function profileAnswering(answer: (bearer: string | null) => Response) {
  const bearers: Array<string | null> = [];
  const handler = http.get('*/api/users/profile', ({ request }) => {
    const bearer = request.headers.get('Authorization');
    bearers.push(bearer);
    return answer(bearer);
  });
  return { bearers, handlers: { usersProfile: handler } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
  clearSessionCookies();
});

describe('GoogleCallbackScreen', () => {
  test('fetches the user once with the new token, even in StrictMode, and keeps the session 7 days', async () => {
    const server = profileAnswering(() => HttpResponse.json(buildUserResponse()));
    const fetches = recordFetchSignals();
    try {
      const before = Date.now();
      await renderCallback(server.handlers, { token: 'google.session.token' });
      await expect.element(page.getByRole('region', { name: /Notifications/ }).getByText('Google login successful!')).toBeVisible();
      expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
      // The screen's own call is the one with a signal (the session refreshes the user afterwards, without one).
      expect(fetches.signals.filter((signal) => signal instanceof AbortSignal)).toHaveLength(1);
      expect(server.bearers[0]).toBe('Bearer google.session.token');
      expect(readSessionCookies()).toEqual({ token: 'google.session.token', role: 'user' });
      const cookie = (await window.cookieStore.get('manara_token')) as (CookieListItem & { expires: number | null }) | null;
      expect(cookie?.expires ?? 0).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    } finally {
      fetches.stop();
    }
  });

  test('tells the app exactly 1.5 s after the sign-in, once, with the user', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    const { onSignedIn } = await renderCallback(
      {
        usersProfile: http.get('*/api/users/profile', async () => {
          asked += 1;
          await answered;
          return HttpResponse.json(buildUserResponse());
        }),
      },
      { token: 'google.session.token' },
    );
    await until(() => asked === 1);
    // The answer waits for the clock to be faked, so the 1.5 s are counted on the fake one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    await until(() => document.querySelector('main')?.textContent?.includes('Google login successful!') === true);
    await settle();
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS - 1);
    expect(onSignedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(onSignedIn.mock.calls[0]?.[0].user).toMatchObject({ email: 'mona@example.com' });
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS * 2);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  test('a token the API refuses leaves the session the browser already had, and leads to /login', async () => {
    const server = profileAnswering((bearer) =>
      bearer === 'Bearer refused.token'
        ? errorResponse('LOGIN_REQUIRED')
        : HttpResponse.json(buildUserResponse()),
    );
    const { onFailed, onSignedIn } = await renderCallback(server.handlers, { token: 'refused.token', storedToken: 'earlier.session' });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect.element(dialog).toHaveTextContent('Google login failed. Please try again.');
    expect(server.bearers).toContain('Bearer refused.token');
    expect(readSessionCookies().token).toBe('earlier.session');
    await userEvent.click(page.getByRole('button', { name: 'Back to Login' }));
    await expect.poll(() => onFailed.mock.calls.length).toBe(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('with an error from the API nothing is fetched, even with a token', async () => {
    const server = profileAnswering(() => HttpResponse.json(buildUserResponse()));
    await renderCallback(server.handlers, { token: 'google.session.token', error: GOOGLE_MESSAGES.failed });
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent(`Authentication error: ${GOOGLE_MESSAGES.failed}`);
    expect(server.bearers).toEqual([]);
    expect(readSessionCookies()).toEqual({});
  });
});
