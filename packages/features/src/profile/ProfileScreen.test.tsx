import { readSessionHint } from '@manara/api-client';
import { buildUser, buildUserResponse, errorResponse, sessionCookies, USER_MESSAGES, usersUpdateProfile } from '@manara/api-client/mocks';
import { fn } from 'storybook/test';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badGateway } from '../../../../test/requests';
import { runStory } from '../../../../test/runStory';
import { useSession } from '../shared/session';
import { PASSWORD_FORM_CLOSE_MS } from './constants';
import type { ProfileScreenProps } from './ProfileScreen';
import * as stories from './ProfileScreen.stories';
import { photoFile, textFile } from './storyFiles';
import { until } from '../../../../test/real-time';

/** What the navigation bar reads of the session: the name and photo it shows. */
function SessionProbe() {
  const { user, isAuthenticated } = useSession();
  return (
    <p aria-label="signed in as">
      {isAuthenticated ? `${user?.firstName ?? '…'} ${user?.lastName ?? ''} ${user?.image?.url.slice(0, 14) ?? 'no photo'}` : 'signed out'}
    </p>
  );
}

/** The WithPhoto story, without its play function, beside a session probe, answered as a test needs. */
async function renderProfile(handlers: Record<string, HttpHandler | HttpHandler[]> = {}) {
  await runStory(stories.default, stories.WithPhoto, {
    handlers,
    decorators: [
      (Story) => (
        <>
          <SessionProbe />
          <Story />
        </>
      ),
    ],
  });
  await expect.element(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
}

const probe = () => page.getByLabelText('signed in as');

/** Records what reached `PATCH /users/profile`, then lets the story's own answer reply. */
function recordProfileUpdates() {
  const seen: { contentType: string | null; fields: Record<string, unknown>; image?: File }[] = [];
  const handler = http.patch('*/api/users/profile', async ({ request }) => {
    const contentType = request.headers.get('content-type');
    if (contentType?.startsWith('multipart/form-data')) {
      const form = await request.clone().formData();
      const image = form.get('image');
      form.delete('image');
      seen.push({ contentType, fields: Object.fromEntries(form), ...(image instanceof File ? { image } : {}) });
    } else {
      seen.push({ contentType, fields: (await request.clone().json()) as Record<string, unknown> });
    }
  });
  return { seen, handler };
}

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the password form and asks to change Scholar$hip1 to Lighthouse#2. */
async function changePassword() {
  await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
  await userEvent.fill(page.getByLabelText('Current Password'), 'Scholar$hip1');
  await userEvent.fill(page.getByLabelText('New Password', { exact: true }), 'Lighthouse#2');
  await userEvent.fill(page.getByLabelText('Confirm New Password'), 'Lighthouse#2');
  await userEvent.click(page.getByRole('button', { name: 'Update Password' }));
}

describe('ProfileScreen', () => {
  test('without a new photo the changes go as JSON, trimmed, and the session shows the saved user', async () => {
    const { seen, handler } = recordProfileUpdates();
    await renderProfile({ usersUpdateProfile: [handler, usersUpdateProfile.default] });
    await expect.element(probe()).toHaveTextContent('Mona Adel');

    await userEvent.fill(page.getByRole('textbox', { name: 'First Name' }), '  Mariam ');
    await userEvent.fill(page.getByRole('textbox', { name: 'Phone Number' }), '');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));

    await expect.element(page.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(seen).toEqual([
      { contentType: 'application/json', fields: { firstName: 'Mariam', lastName: 'Adel', phoneNumber: '' } },
    ]);
    await expect.element(probe()).toHaveTextContent('Mariam Adel');
  });

  test('with a new photo the same fields and the file go as multipart, and the session gets the new photo', async () => {
    const { seen, handler } = recordProfileUpdates();
    const newPhoto = 'data:image/png;base64,iVBORw0KGgo=';
    await renderProfile({
      usersUpdateProfile: [
        handler,
        http.patch('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser({ image: { url: newPhoto } })))),
      ],
    });
    await expect.element(probe()).toHaveTextContent('data:image/svg');
    const file = photoFile();
    await userEvent.upload(page.getByLabelText('Change Photo'), file);
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));

    await expect.element(page.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.fields).toEqual({ firstName: 'Mona', lastName: 'Adel', phoneNumber: '01012345678' });
    expect(seen[0]?.image?.name).toBe('me.svg');
    expect(await seen[0]?.image?.text()).toBe(await file.text());
    await expect.element(probe()).toHaveTextContent('data:image/png');
    // The preview gives way to the saved photo, and the next save is JSON again.
    await expect.element(page.getByRole('button', { name: 'Keep Current Photo' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]?.contentType).toBe('application/json');
  });

  test('a refused file and a discarded photo are never sent', async () => {
    const { seen, handler } = recordProfileUpdates();
    await renderProfile({ usersUpdateProfile: [handler, usersUpdateProfile.default] });
    const input = page.getByLabelText('Change Photo');
    await userEvent.upload(input, textFile());
    await expect.element(input).toHaveAccessibleDescription('Please choose an image file (JPEG, PNG, WebP or GIF).');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect.element(page.getByRole('status')).toBeVisible();

    await userEvent.upload(input, photoFile());
    await expect.element(input).toHaveAccessibleDescription('New photo chosen. Save changes to use it.');
    await userEvent.click(page.getByRole('button', { name: 'Keep Current Photo' }));
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen.map(({ contentType }) => contentType)).toEqual(['application/json', 'application/json']);
  });

  test('a password change keeps the session as it was: the server renews its cookie, the page holds no token', async () => {
    const bodies: unknown[] = [];
    await renderProfile({
      usersUpdatePassword: http.put('*/api/users/update-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'success', message: USER_MESSAGES.passwordUpdated, data: { token: 'fresh.after.change' } }, { headers: sessionCookies() });
      }),
    });
    await changePassword();

    await expect.element(page.getByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(bodies).toEqual([{ currentPassword: 'Scholar$hip1', newPassword: 'Lighthouse#2' }]);
    expect(readSessionHint()).toEqual({ role: 'user' });
    expect(document.cookie).not.toContain('fresh.after.change');
    await expect.element(probe()).toHaveTextContent('Mona Adel');
  });

  test('the password form closes exactly 1.5 s after the success notice, focus returns to its button, and the notice stays until the next press', async () => {
    await renderProfile();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await changePassword();
    const isOpen = () => document.querySelector('input[autocomplete="current-password"]') !== null;
    await until(() => document.querySelector('[role="status"]')?.textContent === 'Password updated successfully!');
    await vi.advanceTimersByTimeAsync(PASSWORD_FORM_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => !isOpen());
    const toggle = page.getByRole('button', { name: 'Change Password' }).element();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Password updated successfully!');
    vi.useRealTimers();
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect.element(page.getByText('Password updated successfully!')).not.toBeInTheDocument();
  });

  test("says 'Passwords must match' once both new passwords are typed, before sending", async () => {
    await renderProfile();
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await userEvent.fill(page.getByLabelText('New Password', { exact: true }), 'abc');
    await userEvent.fill(page.getByLabelText('Confirm New Password'), 'abd');
    await expect.element(page.getByText('Passwords must match')).toBeVisible();
    await expect.element(page.getByText('Current password is required')).not.toBeInTheDocument();
  });

  test('a failed change without a message from the server shows the default, and nothing is stored', async () => {
    await renderProfile({
      usersUpdatePassword: http.put('*/api/users/update-password', badGateway),
    });
    await changePassword();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to update password');
    expect(readSessionHint()).toEqual({ role: 'user' });
  });

  test('a failed save without a message from the server shows the default', async () => {
    await renderProfile({
      usersUpdateProfile: http.patch('*/api/users/profile', badGateway),
    });
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to update profile');
  });

  test('the Forgot Password? modal starts from the account e-mail and sends it', async () => {
    const bodies: unknown[] = [];
    await renderProfile({
      usersProfile: http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser({ email: 'mariam@example.com' })))),
      usersForgotPassword: http.post('*/api/users/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'success', data: { message: USER_MESSAGES.resetLinkSent } });
      }),
    });
    await userEvent.click(page.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = page.getByRole('dialog', { name: 'Forgot Your Password?' });
    await expect.element(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('mariam@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Reset Link Sent!');
    expect(bodies).toEqual([{ email: 'mariam@example.com' }]);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Forgot Password?' })).toHaveFocus();
  });

  test('a session that ends while the screen is open tells the app', async () => {
    const onSignedOut = fn<ProfileScreenProps['onSignedOut']>();
    const sessionEnded = http.patch('*/api/users/profile', () =>
      errorResponse('LOGIN_REQUIRED'),
    );
    await runStory(stories.default, stories.WithPhoto, { args: { onSignedOut }, handlers: { usersUpdateProfile: sessionEnded } });
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => onSignedOut.mock.calls.length).toBe(1);
    await expect.element(page.getByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  });
});
