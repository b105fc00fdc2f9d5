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

const meta = {
  title: 'UI/Primitives/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verify-email screen's success (docs/product/accounts.md#verify-email): shown for 1.5 s. */
export const Success: Story = {
  render: (args) => (
    <div style={{ minHeight: 160 }}>
      <Toaster {...args} />
      <Raise tone="success" message="Email verified successfully! You can now login." options={{ duration: 60_000 }} />
    </div>
  ),
  play: async () => {
    await expect(await screen.findByText('Email verified successfully! You can now login.')).toBeVisible();
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  render: (args) => (
    <div style={{ minHeight: 160 }}>
      <Toaster {...args} />
      <Raise tone="error" message="Google login failed. Please try again." options={{ duration: 60_000 }} />
    </div>
  ),
  play: async () => {
    await expect(await screen.findByText('Google login failed. Please try again.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الإشعارات', dir: 'rtl' },
  render: (args) => (
    <div style={{ minHeight: 160 }}>
      <Toaster {...args} />
      <Raise tone="success" message="تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول." options={{ duration: 60_000 }} />
    </div>
  ),
  play: async () => {
    await expect(await screen.findByText('تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.')).toBeVisible();
  },
};
