import { USER_MESSAGES, usersForgotPassword } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { whileSending } from '../shared/forms/storySupport';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Types the e-mail, if any, and presses Send Reset Link. */
async function submit({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, email = '') {
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
}

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens (docs/product/accounts.md#forgot-password). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

/** Nothing typed: the required message, and no request (an unanswered one would hold the button busy). */
export const RequiredEmail: Story = {
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent });
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, 'mona@');
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

/** The request is on its way: the button says so and cannot be pressed twice. */
export const Sending: Story = whileSending({ usersForgotPassword: usersForgotPassword.loading }, (context) => submit(context, 'mona@example.com'), 'Sending...');

/**
 * Sent (docs/product/accounts.md#forgot-password). The words are the same for any e-mail, registered or not: the page
 * never tells which.
 */
export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, 'mona@example.com');
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Reset Link Sent!Please check your email for password reset instructions.');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  },
};

/** The server failed without words for the user: the 'Error' dialog with the server's message (docs/product/errors.md#accounts). */
export const Failed: Story = {
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.error } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, 'mona@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(INTERNAL_ERROR_MESSAGE);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Too many requests: the server's 429 message, in the same dialog. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.tooManyAttempts } } },
  play: async ({ canvas, userEvent }) => {
    await submit({ canvas, userEvent }, 'mona@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.tooManyAttempts);
  },
};

/** Arabic, right to left: the screen's words and the contract's message in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersForgotPassword: usersForgotPassword.loading } } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'mona@');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    await expect(await canvas.findByText('عنوان البريد الإلكتروني غير صالح')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic, sent: the success notice in Arabic. */
export const ArabicSent: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'mona@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('تم إرسال الرابط!');
  },
};
