import { errorResponse, USER_MESSAGES, usersRegister } from '@manara/api-client/mocks';
import { http, type HttpHandler } from 'msw';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway, recordBodies } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import type { SignupScreenProps } from './SignupScreen';
import * as stories from './SignupScreen.stories';

/** The Default story, without its play function, with the registration answered as a test needs. */
async function renderSignup(handlers: Record<string, HttpHandler | HttpHandler[]> = {}) {
  const onRegistered = fn<SignupScreenProps['onRegistered']>();
  await runStory(stories.default, stories.Default, { args: { onRegistered }, handlers });
  return { onRegistered };
}

async function fillAndSubmit({ email = 'mona@example.com', phoneNumber = '01012345678' } = {}) {
  await userEvent.fill(page.getByRole('textbox', { name: 'First Name' }), '  Mona ');
  await userEvent.fill(page.getByRole('textbox', { name: 'Last Name' }), 'Adel  ');
  await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.fill(page.getByRole('textbox', { name: 'Phone Number' }), phoneNumber);
  await userEvent.fill(page.getByLabelText('Password', { exact: true }), 'Scholar$hip1');
  await userEvent.fill(page.getByLabelText('Confirm Password'), 'Scholar$hip1');
  await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
}

const refuse = (...answer: Parameters<typeof errorResponse>) => http.post('*/api/users/register', () => errorResponse(...answer));

describe('SignupScreen', () => {
  test("says 'Passwords must match' once both are typed, before sending and whatever else is missing, and takes it back when they do", async () => {
    await renderSignup();
    await userEvent.fill(page.getByLabelText('Password', { exact: true }), 'abc');
    await userEvent.fill(page.getByLabelText('Confirm Password'), 'abd');
    await expect.element(page.getByText('Passwords must match')).toBeVisible();
    await expect.element(page.getByText('First name is required')).not.toBeInTheDocument();
    await userEvent.fill(page.getByLabelText('Password', { exact: true }), 'abd');
    await expect.element(page.getByText('Passwords must match')).not.toBeInTheDocument();
  });

  test('sends what the contract outputs: names trimmed, e-mail lower-cased, the national number', async () => {
    const sent = recordBodies('post', '*/api/users/register');
    await renderSignup({ usersRegister: [sent.handler, usersRegister.default] });
    await fillAndSubmit({ email: ' Mona@Example.COM ', phoneNumber: '+20 101 234 5678' });
    await expect.element(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    expect(sent.bodies).toEqual([
      {
        firstName: 'Mona',
        lastName: 'Adel',
        email: 'mona@example.com',
        phoneNumber: '01012345678',
        password: 'Scholar$hip1',
        confirmPassword: 'Scholar$hip1',
      },
    ]);
  });

  test('the app is told only when the success dialog closes, whichever way it closes', async () => {
    const { onRegistered } = await renderSignup();
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onRegistered.mock.calls.length).toBe(1);
  });

  test('a refusal about the e-mail field goes under it, whatever its words', async () => {
    await renderSignup({ usersRegister: refuse('VALIDATION', { field: 'email', message: 'This domain does not accept mail' }) });
    await fillAndSubmit();
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This domain does not accept mail');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  test('a refusal that only mentions an e-mail, about no field, opens the dialog', async () => {
    await renderSignup({ usersRegister: refuse('INTERNAL', { message: 'The email service failed' }) });
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Error!' })).toHaveTextContent('The email service failed');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  test('the e-mail message goes once the e-mail is corrected, and a second try succeeds', async () => {
    const sent = recordBodies('post', '*/api/users/register');
    await renderSignup({
      usersRegister: [sent.handler, http.post('*/api/users/register', () => errorResponse('EMAIL_TAKEN', { field: 'email' }), { once: true }), usersRegister.default],
    });
    await fillAndSubmit();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveAccessibleDescription(USER_MESSAGES.emailTaken);
    await userEvent.fill(email, 'mona.adel@example.com');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
    await expect.element(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    expect(sent.bodies).toHaveLength(2);
  });

  test('Try Again closes the error dialog and gives focus back to the form', async () => {
    await renderSignup({ usersRegister: refuse('RATE_LIMITED', { message: USER_MESSAGES.tooManyAttempts, retryAfterSeconds: 900 }) });
    await fillAndSubmit();
    await expect.element(page.getByRole('dialog', { name: 'Error!' })).toHaveTextContent(USER_MESSAGES.tooManyAttempts);
    await userEvent.click(page.getByRole('button', { name: 'Try Again' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
  });

  test('a failure without a message from the server shows the default', async () => {
    await renderSignup({
      usersRegister: http.post('*/api/users/register', badGateway),
    });
    await fillAndSubmit();
    await expect
      .element(page.getByRole('dialog', { name: 'Error!' }))
      .toHaveTextContent('An error occurred during registration');
  });
});
