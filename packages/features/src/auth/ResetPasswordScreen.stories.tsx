import { USER_MESSAGES, usersResetPassword } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
import { whileSending } from '../shared/forms/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The form's fields and button, by their names in each language. */
const FORM = {
  en: { newPassword: 'New Password', confirmPassword: 'Confirm Password', submit: 'Reset Password' },
  ar: { newPassword: 'كلمة المرور الجديدة', confirmPassword: 'تأكيد كلمة المرور', submit: 'إعادة تعيين كلمة المرور' },
};

/** Types what is given (empty fields stay empty) and presses Reset Password, in English unless told otherwise. */
async function submit(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  { newPassword = '', confirmPassword = '' }: { newPassword?: string; confirmPassword?: string },
  words = FORM.en,
) {
  if (newPassword) await userEvent.type(canvas.getByLabelText(words.newPassword), newPassword);
  if (confirmPassword) await userEvent.type(canvas.getByLabelText(words.confirmPassword), confirmPassword);
  await userEvent.click(canvas.getByRole('button', { name: words.submit }));
}

const fresh = { newPassword: 'Scholar$hip2', confirmPassword: 'Scholar$hip2' };

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { token: 'a-reset-token', onReset: fn<ResetPasswordScreenProps['onReset']>() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form the e-mailed link opens (docs/product/accounts.md#reset-password). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

/** Opened without a token: nothing to reset with, so a new link is offered. */
export const InvalidLink: Story = {
  args: { token: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await expect(canvas.getByText('The password reset link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forget-password');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Nothing typed: both required messages, and no request. */
export const RequiredFields: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, {});
    await waitFor(() => expect(canvas.getAllByText('Password is required')).toHaveLength(2));
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription('Password is required');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Password is required');
  },
};

/** A reset sets a password by the sign-up rule (docs/product/accounts.md#password-rule), and sends nothing. */
export const PasswordTooShort: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { newPassword: 'abc123', confirmPassword: 'abc123' });
    await waitFor(() =>
      expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** One of the 10,000 most common passwords, dressed up with a capital and a symbol, is still refused. */
export const PasswordTooCommon: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { newPassword: 'Password1!', confirmPassword: 'Password1!' });
    await waitFor(() =>
      expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** The two passwords differ (docs/product/errors.md#accounts). */
export const PasswordsDoNotMatch: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { newPassword: 'Scholar$hip2', confirmPassword: 'Scholar$hip3' });
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const Resetting: Story = whileSending({ usersResetPassword: usersResetPassword.loading }, (context) => submit(context, fresh), 'Resetting...');

/** Changed: the success dialog (docs/product/errors.md#accounts); closing it hands over to the app (to `/login`). */
export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await submit({ canvas, userEvent }, fresh);
    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successful!' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your password has been reset successfully. You can now login with your new password.',
    );
    await expect(args.onReset).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(args.onReset).toHaveBeenCalledOnce());
  },
};

/** The link has expired (or was used): the server's message, and a way to a new link. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.expired } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, fresh);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.resetLinkExpired);
    await expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forget-password');
  },
};

/** The server failed: its message, and no new link (this one may still work). */
export const ServerError: Story = {
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.error } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, fresh);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(INTERNAL_ERROR_MESSAGE);
    await expect(screen.queryByRole('link', { name: 'Request New Reset Link' })).toBeNull();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أعد تعيين كلمة المرور' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const ArabicPasswordsDoNotMatch: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { newPassword: 'Scholar$hip2', confirmPassword: 'Scholar$hip3' }, FORM.ar);
    await expect(await canvas.findByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  },
};

export const ArabicInvalidLink: Story = {
  globals: { locale: 'ar' },
  args: { token: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'رابط إعادة التعيين غير صالح' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'اطلب رابطًا جديدًا لإعادة التعيين' })).toHaveAttribute('href', '/forget-password');
  },
};

export const ArabicPasswordTooCommon: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersResetPassword: usersResetPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { newPassword: 'Qwerty123!', confirmPassword: 'Qwerty123!' }, FORM.ar);
    await waitFor(() =>
      expect(canvas.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription('كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها'),
    );
  },
};
