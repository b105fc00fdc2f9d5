import { buildMessageResponse, errorResponse, USER_MESSAGES, usersVerifyEmail } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { VerifyEmailScreen, type VerifyEmailScreenProps } from './VerifyEmailScreen';

const meta = {
  title: 'Features/Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: { token: 'a-verification-token', onVerified: fn<VerifyEmailScreenProps['onVerified']>() },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (name: string | RegExp = /Notifications/) => screen.getByRole('region', { name });

/** The link is being checked: a spinner and what is happening (docs/product/accounts.md#verify-email). */
export const Verifying: Story = {
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Verifying your email...');
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Confirmed: the toast for 1.5 s, then the app is told (to `/login`). */
export const Verified: Story = {
  play: async ({ args, canvas }) => {
    await expect(await within(notifications()).findByText(USER_MESSAGES.verified)).toBeVisible();
    await expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledOnce(), { timeout: 3000 });
    // The toast has gone by now; the card still says what happened.
    await waitFor(() => expect(within(notifications()).queryByText(USER_MESSAGES.verified)).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByText(USER_MESSAGES.verified)).toBeVisible();
  },
};

/** The link has expired: the server's message in the failure dialog, with Try Again. */
export const Expired: Story = {
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.expired } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email verification failed' });
    await expect(dialog).toHaveAccessibleDescription(USER_MESSAGES.verificationExpired);
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.error } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email verification failed' });
    await expect(dialog).toHaveAccessibleDescription(INTERNAL_ERROR_MESSAGE);
  },
};

/** Opened without a token: nothing is sent, and nothing to try again. */
export const NoToken: Story = {
  args: { token: undefined },
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.loading } } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email verification failed' });
    await expect(dialog).toHaveAccessibleDescription('No verification token found');
    await expect(within(dialog).queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};

/** The dialog closed: the card keeps the message and the same two ways on. */
export const FailureDialogClosed: Story = {
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.expired } } },
  play: async ({ canvas, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Email verification failed' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(USER_MESSAGES.verificationExpired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  },
};

let verifyAttempts = 0;

/** The first try fails (the server was down); Try Again calls it again, and it succeeds. */
export const TryAgainSucceeds: Story = {
  beforeEach: () => {
    verifyAttempts = 0;
  },
  parameters: {
    msw: {
      handlers: {
        usersVerifyEmail: http.get('*/api/users/verify-email', () => {
          verifyAttempts += 1;
          return verifyAttempts === 1
            ? errorResponse('INTERNAL')
            : HttpResponse.json(buildMessageResponse(USER_MESSAGES.verified));
        }),
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email verification failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await expect(await within(notifications()).findByText(USER_MESSAGES.verified)).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(verifyAttempts).toBe(2);
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledOnce(), { timeout: 3000 });
    await waitFor(() => expect(within(notifications()).queryByText(USER_MESSAGES.verified)).toBeNull(), { timeout: 3000 });
  },
};

/** Arabic, right to left, while the link is checked. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersVerifyEmail: usersVerifyEmail.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تأكيد بريدك الإلكتروني' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('جارٍ التحقق من بريدك الإلكتروني...');
  },
};

/** Arabic: the failure dialog (the server's message is shown as it comes). */
export const ArabicNoToken: Story = {
  globals: { locale: 'ar' },
  args: { token: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'فشل تأكيد البريد الإلكتروني' });
    await expect(dialog).toHaveAccessibleDescription('لم يُعثر على رمز التحقق');
    await expect(within(dialog).getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' })).toBeVisible();
  },
};
