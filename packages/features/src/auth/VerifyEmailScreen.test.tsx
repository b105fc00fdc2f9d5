import { buildMessageResponse, errorResponse, USER_MESSAGES } from '@manara/api-client/mocks';
import { ACCOUNT_MESSAGES } from '@manara/api-client/schemas';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { badGateway } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import { Leavable, recordFetchSignals, settle, until } from './accountTestKit';
import { SUCCESS_TOAST_MS } from './timing';
import { VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen';
import * as stories from './VerifyEmailScreen.stories';
import { gate } from '../../../../test/real-time';

/**
 * The screen in StrictMode (effects run twice on mount, as in development), inside a way to leave
 * it, with the check answered as a test needs. StrictMode must wrap the whole React root to take
 * effect, so the screen gets a root of its own; a story that draws nothing sets up the mocks.
 */
async function renderVerify(handlers: Record<string, HttpHandler | HttpHandler[]>, { token = 'the-token' }: { token?: string } = {}) {
  await runStory(stories.default, stories.Verifying, { render: () => <></>, handlers });
  const onVerified = fn<VerifyEmailScreenProps['onVerified']>();
  await render(
    <StrictMode>
      <Leavable>
        <VerifyEmailScreen token={token} onVerified={onVerified} />
      </Leavable>
    </StrictMode>,
  );
  return { onVerified };
}

/** Answers the check with each of `answers` in turn, and keeps the tokens it was asked with. */
function verifyAnswering(...answers: Array<() => Response>) {
  const tokens: Array<string | null> = [];
  const handler = http.get('*/api/users/verify-email', ({ request }) => {
    tokens.push(new URL(request.url).searchParams.get('token'));
    const answer = answers[Math.min(tokens.length, answers.length) - 1];
    return answer ? answer() : HttpResponse.error();
  });
  return { tokens, handlers: { usersVerifyEmail: handler } };
}

const verified = () => HttpResponse.json(buildMessageResponse(USER_MESSAGES.verified));
const expired = () => errorResponse('VERIFICATION_LINK_EXPIRED');

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailScreen', () => {
  test('asks once with the token, even when StrictMode runs the effect twice', async () => {
    const server = verifyAnswering(verified);
    // Counted as sent, not as answered: a request sent and aborted at once never reaches the handler.
    const fetches = recordFetchSignals();
    try {
      await renderVerify(server.handlers, { token: 'token-from-the-email' });
      await expect.element(page.getByRole('region', { name: /Notifications/ }).getByText(USER_MESSAGES.verified)).toBeVisible();
      expect(fetches.signals).toHaveLength(1);
      expect(server.tokens).toEqual(['token-from-the-email']);
    } finally {
      fetches.stop();
    }
  });

  test('tells the app exactly 1.5 s after the confirmation, once', async () => {
    // The answer waits for the clock to be faked, so the 1.5 s are counted on the fake one.
    const { opened: answered, open: answer } = gate();
    let asked = 0;
    const { onVerified } = await renderVerify({
      usersVerifyEmail: http.get('*/api/users/verify-email', async () => {
        asked += 1;
        await answered;
        return verified();
      }),
    });
    await until(() => asked === 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    await until(() => document.querySelector('[data-sonner-toast]')?.textContent?.includes(USER_MESSAGES.verified) === true);
    await until(() => document.querySelector('main')?.textContent?.includes(USER_MESSAGES.verified) === true);
    await settle();
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS - 1);
    expect(onVerified).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onVerified).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS * 2);
    expect(onVerified).toHaveBeenCalledOnce();
  });

  test('Try Again asks again with the same token, and a second failure shows its own message', async () => {
    const second = ACCOUNT_MESSAGES.verificationFailed.used;
    const server = verifyAnswering(expired, () => errorResponse('VERIFICATION_LINK_USED'), verified);
    const { onVerified } = await renderVerify(server.handlers);
    const dialog = page.getByRole('dialog', { name: 'Email verification failed' });
    await expect.element(dialog).toHaveTextContent(USER_MESSAGES.verificationExpired);
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect.element(dialog).toHaveTextContent(second);
    expect(server.tokens).toEqual(['the-token', 'the-token']);
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect.poll(() => onVerified.mock.calls.length, { timeout: 3000 }).toBe(1);
    expect(server.tokens).toHaveLength(3);
  });

  test('without a token (an empty one from `?token=`) nothing is sent', async () => {
    const server = verifyAnswering(verified);
    await renderVerify(server.handlers, { token: '' });
    await expect.element(page.getByRole('dialog', { name: 'Email verification failed' })).toHaveTextContent('No verification token found');
    expect(server.tokens).toEqual([]);
  });

  test('a failure without a message from the server shows the default', async () => {
    await renderVerify({ usersVerifyEmail: http.get('*/api/users/verify-email', badGateway) });
    await expect.element(page.getByRole('dialog', { name: 'Email verification failed' })).toHaveTextContent('Verification failed');
  });

  test('leaving while the check is on its way aborts it, and the app is never told', async () => {
    const fetches = recordFetchSignals();
    try {
      // The answer waits until the visitor has left, however slow the machine is.
      let leave: () => void = () => undefined;
      const left = new Promise<void>((resolve) => (leave = resolve));
      const { onVerified } = await renderVerify({
        usersVerifyEmail: http.get('*/api/users/verify-email', async () => {
          await left;
          return verified();
        }),
      });
      await expect.element(page.getByRole('status')).toHaveTextContent('Verifying your email...');
      await userEvent.click(page.getByRole('button', { name: 'Leave' }));
      leave();
      await expect.poll(() => fetches.signals[0]?.aborted).toBe(true);
      expect(fetches.signals).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_TOAST_MS + 500));
      expect(onVerified).not.toHaveBeenCalled();
    } finally {
      fetches.stop();
    }
  });
});
