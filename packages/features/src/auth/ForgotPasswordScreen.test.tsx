import { buildMessageResponse, errorResponse, USER_MESSAGES, usersForgotPassword } from '@manara/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway, recordBodies } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import * as stories from './ForgotPasswordScreen.stories';

/** The Default story, without its play function, with the request answered as a test needs. */
const renderScreen = (handlers: Record<string, HttpHandler | HttpHandler[]> = {}) => runStory(stories.default, stories.Default, { handlers });

async function send(email: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(page.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordScreen', () => {
  test('sends the e-mail as the contract outputs it: trimmed and lower-cased', async () => {
    const sent = recordBodies('post', '*/api/users/forgot-password');
    await renderScreen({ usersForgotPassword: [sent.handler, usersForgotPassword.default] });
    await send('  Mona@Example.COM ');
    await expect.element(page.getByRole('status')).toHaveTextContent('Reset Link Sent!');
    expect(sent.bodies).toEqual([{ email: 'mona@example.com' }]);
  });

  test('shows our own words, not the server sentence, so no answer tells whether the account exists', async () => {
    await renderScreen({
      usersForgotPassword: http.post('*/api/users/forgot-password', () =>
        HttpResponse.json(buildMessageResponse('A sentence that would differ per account')),
      ),
    });
    await send('nobody@example.com');
    await expect.element(page.getByRole('status')).toHaveTextContent('Please check your email for password reset instructions.');
    await expect.element(page.getByText('A sentence that would differ per account')).not.toBeInTheDocument();
  });

  test('the error dialog gives focus back to the button, and a second try can succeed', async () => {
    await renderScreen({
      usersForgotPassword: [
        http.post('*/api/users/forgot-password', () => errorResponse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: 900 }), { once: true }),
        usersForgotPassword.default,
      ],
    });
    await send('mona@example.com');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect.element(dialog).toHaveTextContent(USER_MESSAGES.tooManyAttempts);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Send Reset Link' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Send Reset Link' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Reset Link Sent!');
  });

  test('a failure without a message from the server shows the default', async () => {
    await renderScreen({
      usersForgotPassword: http.post('*/api/users/forgot-password', badGateway),
    });
    await send('mona@example.com');
    await expect
      .element(page.getByRole('dialog', { name: 'Error' }))
      .toHaveTextContent('Something went wrong. Please try again.');
  });
});
