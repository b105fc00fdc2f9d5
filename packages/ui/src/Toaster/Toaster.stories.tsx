import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen } from 'storybook/test';
import { toast, Toaster, type ToastOptions } from '..';

/** Raises one toast when the story opens, the way a screen does after its request answers. */
function Raise({ tone, message, options }: { tone: 'success' | 'error' | 'info'; message: string; options?: ToastOptions }) {
  useEffect(() => {
    toast[tone](message, options);
    return () => toast.dismissAll();
  }, [tone, message, options]);
  return null;
}

/** The story's page: the Toaster, and one toast raised as it opens, kept a minute so the screenshot finds it. */
const raising =
  (tone: 'success' | 'error' | 'info', message: string): Story['render'] =>
  (args) => (
    <div style={{ minHeight: 160 }}>
      <Toaster {...args} />
      <Raise tone={tone} message={message} options={{ duration: 60_000 }} />
    </div>
  );

const meta = {
  title: 'UI/Primitives/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verify-email screen's success (docs/product/accounts.md#verify-email): shown for 1.5 s. */
export const Success: Story = {
  render: raising('success', 'Email verified successfully! You can now login.'),
  play: async () => {
    await expect(await screen.findByText('Email verified successfully! You can now login.')).toBeVisible();
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  render: raising('error', 'Google login failed. Please try again.'),
  play: async () => {
    await expect(await screen.findByText('Google login failed. Please try again.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الإشعارات', dir: 'rtl' },
  render: raising('success', 'تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.'),
  play: async () => {
    await expect(await screen.findByText('تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.')).toBeVisible();
  },
};
