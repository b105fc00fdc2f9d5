import { readSessionHint } from '@manara/api-client';
import { errorResponse, USER_MESSAGES, usersLogin } from '@manara/api-client/mocks';
import { http, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway, recordBodies } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import { LOGIN_SUCCESS_MS } from './constants';
import type { LoginScreenProps } from './LoginScreen';
import * as stories from './LoginScreen.stories';
import { until } from '../../../../test/real-time';

/** The Default story, without its play function, with the login answered as a test needs. */
async function renderLogin(handlers: Record<string, HttpHandler | HttpHandler[]> = {}) {
  const onSignedIn = fn<LoginScreenProps['onSignedIn']>();
  await runStory(stories.default, stories.Default, { args: { onSignedIn }, handlers });
  return { onSignedIn };
}

async function fillAndSubmit({ email, password, remember = false }: { email: string; password: string; remember?: boolean }) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.fill(page.getByLabelText('Password'), password);
  if (remember) await userEvent.click(page.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(page.getByRole('button', { name: 'Sign In' }));
}

/** Keeps the body of every sign-in, then answers as the story's handler does. */
function recordLogins() {
  const sent = recordBodies('post', '*/api/users/login');
  return { bodies: sent.bodies, handlers: { usersLogin: [sent.handler, usersLogin.default] } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginScreen', () => {
  test('sends the credentials as the contract outputs them: e-mail trimmed and lower-cased, not remembered', async () => {
    const logins = recordLogins();
    await renderLogin(logins.handlers);
    await fillAndSubmit({ email: '  Mona@Example.COM ', password: 'Scholar$hip1' });
    await expect.element(page.getByRole('status')).toHaveTextContent('Login successful!');
    expect(logins.bodies).toEqual([{ email: 'mona@example.com', password: 'Scholar$hip1', remember: false }]);
  });

  test('with remember me, asks the server for a session that lasts (the server sets its cookies)', async () => {
    const logins = recordLogins();
    await renderLogin(logins.handlers);
    await fillAndSubmit({ email: 'mona@example.com', password: 'Scholar$hip1', remember: true });
    await expect.element(page.getByRole('status')).toBeVisible();
    expect(logins.bodies).toEqual([{ email: 'mona@example.com', password: 'Scholar$hip1', remember: true }]);
    // What the page can see of the session: the hint, never the token.
    expect(readSessionHint()).toEqual({ role: 'user' });
    expect(document.cookie).not.toContain('fixture.session.token');
  });

  test('tells the app after exactly 1.5 s of the success notice, once, with the user', async () => {
    const { onSignedIn } = await renderLogin();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await fillAndSubmit({ email: 'mona@example.com', password: 'Scholar$hip1' });
    await until(() => document.querySelector('[role="status"]')?.textContent === 'Success!Login successful!');
    await vi.advanceTimersByTimeAsync(LOGIN_SUCCESS_MS - 1);
    expect(onSignedIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(onSignedIn.mock.calls[0]?.[0].user).toMatchObject({ email: 'mona@example.com', role: 'user' });
    await vi.advanceTimersByTimeAsync(LOGIN_SUCCESS_MS * 2);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  test('the error dialog closes, gives focus back to the form, and a second try can succeed', async () => {
    const { onSignedIn } = await renderLogin({
      usersLogin: [http.post('*/api/users/login', () => errorResponse('INVALID_CREDENTIALS'), { once: true }), usersLogin.default],
    });
    await fillAndSubmit({ email: 'mona@example.com', password: 'wrong-password' });
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect.element(dialog).toHaveTextContent(USER_MESSAGES.invalidCredentials);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Sign In' })).toHaveFocus();

    await userEvent.fill(page.getByLabelText('Password'), 'Scholar$hip1');
    await userEvent.click(page.getByRole('button', { name: 'Sign In' }));
    await expect.element(page.getByRole('status')).toBeVisible();
    await expect.poll(() => onSignedIn.mock.calls.length, { timeout: 3000 }).toBe(1);
  });

  test('a failure without a message from the server shows the default', async () => {
    await renderLogin({ usersLogin: http.post('*/api/users/login', badGateway) });
    await fillAndSubmit({ email: 'mona@example.com', password: 'Scholar$hip1' });
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent('Something went wrong. Please try again.');
  });
});
