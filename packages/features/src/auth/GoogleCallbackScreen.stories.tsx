import { usersProfile } from '@manara/api-client/mocks';
import { GOOGLE_MESSAGES } from '@manara/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GoogleCallbackScreen, type GoogleCallbackScreenProps } from './GoogleCallbackScreen';
import { sessionAs, withSession } from '../shared/session/storySupport';

const meta = {
  title: 'Features/Auth/GoogleCallbackScreen',
  component: GoogleCallbackScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignedIn: fn<GoogleCallbackScreenProps['onSignedIn']>(),
    onFailed: fn<GoogleCallbackScreenProps['onFailed']>(),
  },
  decorators: [withSession],
  // Back from Google signed in: the server set the session's cookies with the redirect (decision 065).
  beforeEach: sessionAs('learner'),
} satisfies Meta<typeof GoogleCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

/** The user of the new session is being fetched (docs/product/accounts.md#google-sign-in). */
export const Processing: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Google Login' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Processing Google login...');
  },
};

/** Signed in: the user is shown, the toast shows for 1.5 s, then the app is told (to `/`). */
export const Success: Story = {
  play: async ({ args }) => {
    await expect(await within(notifications()).findByText('Google login successful!')).toBeVisible();
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce(), { timeout: 3000 });
    await expect(args.onSignedIn.mock.calls[0]?.[0].user).toMatchObject({ email: 'mona@example.com' });
    await expect(args.onFailed).not.toHaveBeenCalled();
    // The toast has gone by now; the card still says what happened.
    await waitFor(() => expect(within(notifications()).queryByText('Google login successful!')).toBeNull(), { timeout: 3000 });
  },
};

/** The API could not sign the visitor in: its reason after 'Authentication error: ' (docs/product/errors.md#accounts). */
export const AuthenticationError: Story = {
  args: { error: GOOGLE_MESSAGES.cancelled },
  beforeEach: sessionAs('visitor'),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription(`Authentication error: ${GOOGLE_MESSAGES.cancelled}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledOnce());
  },
};

/** Back with neither a session nor a reason (the address typed by hand): nothing to go on. */
export const NoToken: Story = {
  beforeEach: sessionAs('visitor'),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription('No token received from Google authentication');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Signed in, but the user could not be fetched: the app is not told of a sign-in. */
export const ProfileFailure: Story = {
  parameters: { msw: { handlers: { usersProfile: usersProfile.error } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription('Google login failed. Please try again.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Arabic, right to left, while the user is fetched. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { usersProfile: usersProfile.loading } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'تسجيل الدخول باستخدام Google' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('جارٍ معالجة تسجيل الدخول باستخدام Google...');
  },
};

/** Arabic: the API's reason is shown as it comes, inside the Arabic sentence. */
export const ArabicAuthenticationError: Story = {
  globals: { locale: 'ar' },
  args: { error: GOOGLE_MESSAGES.cancelled },
  beforeEach: sessionAs('visitor'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'خطأ' });
    // The API's reason in Arabic from the contract's catalogue, isolated (first-strong isolate … pop).
    await expect(dialog).toHaveAccessibleDescription('خطأ في المصادقة: \u2068أُلغي تسجيل الدخول باستخدام Google.\u2069');
    await expect(within(dialog).getByRole('button', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
  },
};
