import { USER_MESSAGES, usersGoogleStatus, usersLogin, usersResendVerification } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { whileSending } from '../shared/forms/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The server has said Google sign-in is offered, so the screen is as it stays (and as its screenshot is taken). */
const googleShown = async ({ canvas }: Pick<PlayContext, 'canvas'>, name = 'Continue with Google') => canvas.findByRole('link', { name });

/** Types what is given (empty fields stay empty) and presses Sign In. */
async function submit(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  { email = '', password = '' }: { email?: string; password?: string },
) {
  await googleShown({ canvas });
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
    await expect(await googleShown({ canvas })).toHaveAttribute('href', '/api/users/google');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** The server has no Google sign-in configured: no 'Continue with Google', and no 'or' before it. */
export const NoGoogle: Story = {
  parameters: { msw: { handlers: { usersGoogleStatus: usersGoogleStatus.notConfigured } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Give the answer time to arrive: the button must stay away after it too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    await expect(canvas.queryByText('or')).toBeNull();
  },
};

export const ArabicNoGoogle: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersGoogleStatus: usersGoogleStatus.notConfigured } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('link', { name: 'المتابعة باستخدام Google' })).toBeNull();
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
export const SigningIn: Story = whileSending({ usersLogin: usersLogin.loading }, (context) => submit(context, learner), 'Signing in...');

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

/**
 * The right password for an account whose e-mail is not confirmed yet: the server has mailed a fresh link; the
 * page says so, on the page rather than in a dialog, and offers to send another.
 */
export const Unverified: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.unverified, usersResendVerification: usersResendVerification.loading } } },
  play: async ({ args, canvas, userEvent }) => {
    await submit({ canvas, userEvent }, learner);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Please verify your email');
    await expect(notice).toHaveTextContent(`We have sent a new confirmation link to ${learner.email}. Open it, then sign in.`);
    await expect(within(notice).getByRole('button', { name: 'Resend the link' })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // Whether Sign In keeps focus after being busy depends on how fast the answer came: the picture is taken
    // without focus, so it never depends on the machine.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** Resend pressed: the server answers the same for any address, and the page says a link is on its way. */
export const Resent: Story = {
  parameters: { msw: { handlers: { usersLogin: usersLogin.unverified } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, learner);
    const notice = await canvas.findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: 'Resend the link' }));
    await expect(await within(notice).findByRole('status')).toHaveTextContent('A new link is on its way. Check your inbox and spam folder.');
    await expect(within(notice).queryByRole('button', { name: 'Resend the link' })).toBeNull();
  },
};

export const ArabicUnverified: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersLogin: usersLogin.unverified } } },
  play: async ({ canvas, userEvent }) => {
    await googleShown({ canvas }, 'المتابعة باستخدام Google');
    await userEvent.type(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }), learner.email);
    await userEvent.type(canvas.getByLabelText('كلمة المرور'), learner.password);
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('يُرجى تأكيد بريدك الإلكتروني');
    await userEvent.click(within(notice).getByRole('button', { name: 'أعد إرسال الرابط' }));
    await expect(await within(notice).findByRole('status')).toHaveTextContent('رابط جديد في الطريق إليك');
  },
};

/** Arabic, right to left: the screen's words and the contract's messages in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
    await googleShown({ canvas }, 'المتابعة باستخدام Google');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    await expect(await canvas.findByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expect(canvas.getByText('كلمة المرور مطلوبة')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
