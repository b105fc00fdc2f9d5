import { errorResponse, USER_MESSAGES, usersResetPassword } from '@manara/api-client/mocks';
import { ACCOUNT_MESSAGES } from '@manara/api-client/schemas';
import { http, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway, recordBodies } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import type { ResetPasswordScreenProps } from './ResetPasswordScreen';
import * as stories from './ResetPasswordScreen.stories';

/** The Default story, without its play function, with the reset answered as a test needs. */
async function renderReset(handlers: Record<string, HttpHandler | HttpHandler[]> = {}, token = 'a-reset-token') {
  const onReset = fn<ResetPasswordScreenProps['onReset']>();
  await runStory(stories.default, stories.Default, { args: { token, onReset }, handlers });
  return { onReset };
}

async function fillAndSubmit(password = 'Scholar$hip2') {
  await userEvent.fill(page.getByLabelText('New Password'), password);
  await userEvent.fill(page.getByLabelText('Confirm Password'), password);
  await userEvent.click(page.getByRole('button', { name: 'Reset Password' }));
}

const refuse = (...answer: Parameters<typeof errorResponse>) => http.post('*/api/users/reset-password', () => errorResponse(...answer));

describe('ResetPasswordScreen', () => {
  test("says 'Passwords do not match' once both are typed, before sending", async () => {
    await renderReset();
    await userEvent.fill(page.getByLabelText('New Password'), 'abc');
    await userEvent.fill(page.getByLabelText('Confirm Password'), 'abd');
    await expect.element(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('sends the token and the new password once, not the confirmation', async () => {
    const sent = recordBodies('post', '*/api/users/reset-password');
    await renderReset({ usersResetPassword: [sent.handler, usersResetPassword.default] }, 'token-from-the-email');
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Password Reset Successful!' })).toBeVisible();
    expect(sent.bodies).toEqual([{ token: 'token-from-the-email', newPassword: 'Scholar$hip2' }]);
  });

  test('the app is told when the success dialog closes, by Escape too, and not before', async () => {
    const { onReset } = await renderReset();
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Password Reset Successful!' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(onReset).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onReset.mock.calls.length).toBe(1);
  });

  test('a link already used is refused with a way to a new one', async () => {
    const used = ACCOUNT_MESSAGES.resetFailed.used;
    await renderReset({ usersResetPassword: refuse('RESET_LINK_USED') });
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Error' })).toHaveTextContent(used);
    await expect.element(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forget-password');
  });

  test('too many attempts: the message, no new link, and OK gives focus back to the form', async () => {
    await renderReset({ usersResetPassword: refuse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: 900 }) });
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Error' })).toHaveTextContent(USER_MESSAGES.tooManyAttempts);
    expect(document.querySelector('a[href="/forget-password"]')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
  });

  test('a failure without a message from the server shows the default', async () => {
    await renderReset({
      usersResetPassword: http.post('*/api/users/reset-password', badGateway),
    });
    await fillAndSubmit();
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent('Something went wrong. Please try again.');
  });

  test('an empty token is no token', async () => {
    await renderReset({}, '');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  });
});
