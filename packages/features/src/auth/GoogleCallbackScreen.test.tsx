import { readSessionHint } from '@manara/api-client';
import { buildUserResponse, errorResponse, storeSessionHint } from '@manara/api-client/mocks';
import { GOOGLE_MESSAGES } from '@manara/api-client/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { fn } from 'storybook/test';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { runStory } from '../../../../test/runStory';
import { SessionProvider } from '../shared/session';
import { recordFetchSignals, settle, until } from './accountTestKit';
import { GoogleCallbackScreen, type GoogleCallbackScreenProps } from './GoogleCallbackScreen';
import * as stories from './GoogleCallbackScreen.stories';
import { SUCCESS_TOAST_MS } from './timing';
import { gate } from '../../../../test/real-time';

/**
 * The screen in StrictMode (effects run twice on mount, as in development) with a session of its
 * own. StrictMode must wrap the whole React root to take effect, so the screen gets a root of its
 * own; a story that draws nothing sets up the mocks. `signedIn`: the server set the session's cookies
 * with the redirect, so the page sees the hint.
 */
async function renderCallback(
  handlers: Record<string, HttpHandler | HttpHandler[]>,
  { signedIn, ...props }: Pick<GoogleCallbackScreenProps, 'error'> & { signedIn: boolean },
) {
  // A signed-out story, so the story's own frame asks the server for nothing.
  await runStory(stories.default, stories.NoToken, { render: () => <></>, handlers });
  storeSessionHint(signedIn ? 'user' : undefined);
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

/** Answers the profile, and keeps the `Authorization` header of every request (a browser sends none). */
function profileAnswering(answer: () => Response) {
  const bearers: Array<string | null> = [];
  const handler = http.get('*/api/users/profile', ({ request }) => {
    bearers.push(request.headers.get('Authorization'));
    return answer();
  });
  return { bearers, handlers: { usersProfile: handler } };
}

afterEach(() => {
  vi.useRealTimers();
  storeSessionHint(undefined);
});

describe('GoogleCallbackScreen', () => {
  test("fetches the new session's user once, even in StrictMode, on the cookie alone", async () => {
    const server = profileAnswering(() => HttpResponse.json(buildUserResponse()));
    const fetches = recordFetchSignals();
    try {
      await renderCallback(server.handlers, { signedIn: true });
      await expect.element(page.getByRole('region', { name: /Notifications/ }).getByText('Google login successful!')).toBeVisible();
      expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
      // The screen's own call is the one with a signal (the session's profile may follow, without one).
      expect(fetches.signals.filter((signal) => signal instanceof AbortSignal)).toHaveLength(1);
      expect(server.bearers[0]).toBeNull();
      expect(readSessionHint()).toEqual({ role: 'user' });
    } finally {
      fetches.stop();
    }
  });

  test('tells the app exactly 1.5 s after the sign-in, once, with the user', async () => {
    const { opened: answered, open: answer } = gate();
    let asked = 0;
    const { onSignedIn } = await renderCallback(
      {
        usersProfile: http.get('*/api/users/profile', async () => {
          asked += 1;
          await answered;
          return HttpResponse.json(buildUserResponse());
        }),
      },
      { signedIn: true },
    );
    // The screen's call, and the session's own read of the profile.
    await until(() => asked === 2);
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

  test('a session the API refuses is forgotten, and leads to /login', async () => {
    const server = profileAnswering(() => errorResponse('LOGIN_REQUIRED'));
    const { onFailed, onSignedIn } = await renderCallback(server.handlers, { signedIn: true });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect.element(dialog).toHaveTextContent('Google login failed. Please try again.');
    expect(readSessionHint()).toEqual({});
    await userEvent.click(page.getByRole('button', { name: 'Back to Login' }));
    await expect.poll(() => onFailed.mock.calls.length).toBe(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('with an error from the API nothing is fetched', async () => {
    const server = profileAnswering(() => HttpResponse.json(buildUserResponse()));
    await renderCallback(server.handlers, { signedIn: false, error: GOOGLE_MESSAGES.failed });
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent(`Authentication error: ${GOOGLE_MESSAGES.failed}`);
    expect(server.bearers).toEqual([]);
  });

  test('with neither a session nor an error, says no sign-in came back, and fetches nothing', async () => {
    const server = profileAnswering(() => HttpResponse.json(buildUserResponse()));
    await renderCallback(server.handlers, { signedIn: false });
    await expect.element(page.getByRole('dialog', { name: 'Error' })).toHaveTextContent('No token received from Google authentication');
    expect(server.bearers).toEqual([]);
  });
});
