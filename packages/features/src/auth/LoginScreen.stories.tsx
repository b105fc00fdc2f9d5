import { USER_MESSAGES, usersLogin } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types what is given (empty fields stay empty) and presses Sign In. */
async function submit(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  { email = '', password = '' }: { email?: string; password?: string },
) {
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

const learner = { email: 'mona@example.com', password: 'Scholar$hip1' };

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSignedIn: fn<LoginScreenProps['onSignedIn']>() },
  decorators: [withSession],
  // A story that signs in must not leave the next one signed in.
  beforeEach: sessionAs('visitor'),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens (docs/product/accounts.md#login). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login to Your Account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forget-password');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/users/google');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** Nothing typed: both required messages, and no request (an unhandled one would fail the story). */
export const RequiredFields: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, {});
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { email: 'mona@', password: learner.password });
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { email: learner.email, password: 'abc' });
    await expect(await canvas.findByText('Password must be at least 6 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, learner);
    const button = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Signed in: 'Success! Login successful!' shows, then the app is told (after 1.5 s). */
export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await submit({ canvas, userEvent }, learner);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Success!Login successful!');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(document.cookie).toContain('manara_role=user');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** A wrong password: the 'Error' dialog with the server's message (docs/product/errors.md#accounts). */
export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.invalidCredentials } } },
  play: async ({ args, canvas, userEvent }) => {
    await submit({ canvas, userEvent }, { ...learner, password: 'wrong-password' });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.invalidCredentials);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(document.cookie).not.toContain('manara_role=');
  },
};

/** The right password for an account whose e-mail is not confirmed yet: the server says what to do. */
export const Unverified: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.unverified } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, learner);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.unverified);
  },
};

/** Arabic, right to left: the screen's words and the contract's messages in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expect(canvas.getByText('كلمة المرور مطلوبة')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
