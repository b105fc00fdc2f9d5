import { buildUser, buildUserResponse, storeSessionHint, USER_MESSAGES, usersForgotPassword, usersProfile, usersUpdatePassword, usersUpdateProfile } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { choosePhoto, photoFile, textFile } from './storyFiles';
import { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { whileSending } from '../shared/forms/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];
type Canvas = PlayContext['canvas'];

/** The form is there once the profile has answered. */
const loaded = (canvas: Canvas) => canvas.findByRole('button', { name: 'Save Changes' }, { timeout: 3000 });

async function openPasswordForm({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
  return canvas.getByRole('button', { name: 'Update Password' });
}

async function fillPassword(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  { current = '', next = '', confirm = '' }: { current?: string; next?: string; confirm?: string },
) {
  if (current) await userEvent.type(canvas.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(canvas.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
}

const passwords = { current: 'Scholar$hip1', next: 'Lighthouse#2', confirm: 'Lighthouse#2' };

const withoutPhoto = http.get('*/api/users/profile', () => HttpResponse.json(buildUserResponse(buildUser({ image: undefined }))));

const meta = {
  title: 'Features/Profile/ProfileScreen',
  component: ProfileScreen,
  args: { onSignedOut: fn<ProfileScreenProps['onSignedOut']>() },
  decorators: [withSession],
  // A returning learner's session, stored before the story renders.
  beforeEach: sessionAs('learner'),
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The session's user is still on its way: placeholders, announced once. */
export const Loading: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.loading } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** The learner's details, with their photo (docs/product/accounts.md#profile). */
export const WithPhoto: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('img', { name: 'Mona Adel' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mona');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Adel');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('mona@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription('Your email cannot be changed.');
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('01012345678');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeEnabled();
  },
};

/** No photo yet: the initials stand in. */
export const WithoutPhoto: Story = {
  parameters: { msw: { handlers: { usersProfile: withoutPhoto } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const avatar = canvas.getByRole('img', { name: 'Mona Adel' });
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'M\u200cA');
  },
};

/** No session: nothing shows, and the app is told so it can send the visitor to sign in. */
export const SignedOut: Story = {
  beforeEach: () => storeSessionHint(undefined),
  play: async ({ canvas, args }) => {
    await expect(args.onSignedOut).toHaveBeenCalled();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The session is there but its profile failed: nothing to edit, and a plain notice. */
export const ProfileUnavailable: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to get user data');
  },
};

/** Both names emptied: each required message (docs/product/accounts.md#profile-rules), and no request. */
export const NamesRequired: Story = {
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.loading } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Last Name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('First name is required');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription('Last name is required');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** The phone is optional, but a number that is given must be an Egyptian mobile (docs/product/accounts.md#profile-rules). */
export const InvalidPhone: Story = {
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.loading } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0101234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('invalid Phone number'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const Saving: Story = whileSending({ usersUpdateProfile: usersUpdateProfile.loading }, async ({ canvas, userEvent }) => userEvent.click(await loaded(canvas)), 'Saving...');

/** Saved: the notice, and the form holds the saved values. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, '  Mariam ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    await expect(firstName).toHaveValue('Mariam');
    await expect(canvas.getByRole('img', { name: 'Mariam Adel' })).toBeVisible();
    // Focus is back on the button once the answer is in.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus());
  },
};

/** The server failed: its message, in place of the default (docs/product/errors.md#accounts). */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.error } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await loaded(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INTERNAL_ERROR_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // Focus is back on the button once the answer is in.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus());
  },
};

/** A photo chosen: its preview shows before anything is sent, with a way back. */
export const PhotoChosen: Story = {
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.loading } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const saved = canvas.getByRole('img', { name: 'Mona Adel' }).querySelector('img')?.getAttribute('src');
    await choosePhoto(canvas, photoFile());
    const preview = canvas.getByRole('img', { name: 'Mona Adel' }).querySelector('img');
    await expect(preview?.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByLabelText('Change Photo')).toHaveAccessibleDescription('New photo chosen. Save changes to use it.');
    await expect(canvas.getByRole('button', { name: 'Keep Current Photo' })).toBeVisible();
    await expect(saved).not.toMatch(/^blob:/);
  },
};

/** Not an image: refused before sending (docs/product/accounts.md#profile-rules). */
export const NotAnImage: Story = {
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.loading } } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await choosePhoto(canvas, textFile());
    const input = canvas.getByLabelText('Change Photo');
    await expect(input).toHaveAccessibleDescription('Please choose an image file (JPEG, PNG, WebP or GIF).');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: 'Keep Current Photo' })).not.toBeInTheDocument();
  },
};

/** The server refuses the chosen photo: its message in the form's alert, and focus back on Save once the answer is in. */
const photoRefused = (handler: typeof usersUpdateProfile.notAnImage, message: string): Story => ({
  parameters: { msw: { handlers: { usersUpdateProfile: handler } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await choosePhoto(canvas, photoFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveFocus());
  },
});

/** The file called itself an image, but the server read its bytes: its 400 message. */
export const ServerNotAnImage = photoRefused(usersUpdateProfile.notAnImage, USER_MESSAGES.notAnImage);

/** Over 2 MB: the server's 413 message. */
export const ServerPhotoTooLarge = photoRefused(usersUpdateProfile.photoTooLarge, USER_MESSAGES.photoTooLarge);

/** Change Password opens the password form in place. */
export const ChangePasswordOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await openPasswordForm({ canvas, userEvent });
    const toggle = canvas.getByRole('button', { name: 'Change Password' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      canvas.getByLabelText('Current Password'),
    );
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
  },
};

/** Nothing typed: the three required messages (docs/product/accounts.md#change-password-rules), and no request. */
export const PasswordsRequired: Story = {
  parameters: { msw: { handlers: { usersUpdatePassword: usersUpdatePassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await openPasswordForm({ canvas, userEvent });
    await fillPassword({ canvas, userEvent }, {});
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription('New password is required');
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Please confirm your password');
  },
};

export const NewPasswordTooShort: Story = {
  parameters: { msw: { handlers: { usersUpdatePassword: usersUpdatePassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await openPasswordForm({ canvas, userEvent });
    await fillPassword({ canvas, userEvent }, { current: passwords.current, next: 'abc123', confirm: 'abc123' });
    await waitFor(() =>
      expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );
  },
};

export const PasswordsDoNotMatch: Story = {
  parameters: { msw: { handlers: { usersUpdatePassword: usersUpdatePassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await openPasswordForm({ canvas, userEvent });
    await fillPassword({ canvas, userEvent }, { ...passwords, confirm: 'Lighthouse#3' });
    await waitFor(() => expect(canvas.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords must match'));
  },
};

export const UpdatingPassword: Story = whileSending({ usersUpdatePassword: usersUpdatePassword.loading }, async (context) => {
    await openPasswordForm(context);
    await fillPassword(context, passwords);
  }, 'Updating...');

/** Changed: the notice shows, the form closes after 1.5 s (docs/product/errors.md#accounts), the notice stays, and this device stays signed in. */
export const PasswordUpdated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await openPasswordForm({ canvas, userEvent });
    await fillPassword({ canvas, userEvent }, passwords);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Password updated successfully!');
    await waitFor(() => expect(canvas.queryByLabelText('Current Password')).not.toBeInTheDocument(), { timeout: 3000 });
    const toggle = canvas.getByRole('button', { name: 'Change Password' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Password updated successfully!');
    await expect(document.cookie).toContain('manara_role=user');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

/** The server's own words for a wrong current password. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: { usersUpdatePassword: usersUpdatePassword.wrongCurrentPassword } } },
  play: async ({ canvas, userEvent }) => {
    await openPasswordForm({ canvas, userEvent });
    await fillPassword({ canvas, userEvent }, { ...passwords, current: 'not-my-password' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(USER_MESSAGES.wrongCurrentPassword);
    await expect(canvas.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    // Focus is back on the button once the answer is in.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update Password' })).toHaveFocus());
  },
};

/** Forgot Password? opens the reset-link form with the account's e-mail already in it (docs/product/accounts.md#profile). */
export const ForgotPasswordModal: Story = {
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forgot Your Password?' }));
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('mona@example.com');
    await expect(dialog.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

/** The modal checks the address too (docs/product/accounts.md#forgot-password-rules), and says when the link is sent. */
export const ForgotPasswordModalSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Forgot Your Password?' }));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mona@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await dialog.findByText('Invalid email address')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Reset Link Sent!Please check your email for password reset instructions.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'حفظ التغييرات' }, { timeout: 3000 })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Mona');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic, with the contract's messages in Arabic and the password form open. */
export const ArabicValidation: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersUpdateProfile: usersUpdateProfile.loading, usersUpdatePassword: usersUpdatePassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'الاسم الأول' }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(await canvas.findByText('الاسم الأول مطلوب')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await userEvent.click(canvas.getByRole('button', { name: 'تحديث كلمة المرور' }));
    await expect(await canvas.findByText('كلمة المرور الحالية مطلوبة')).toBeVisible();
  },
};
