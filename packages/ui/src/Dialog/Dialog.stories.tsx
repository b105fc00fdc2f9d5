import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Dialog, DIALOG_TONES } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

/** The dialog renders outside the story's root, in a portal: queries go through `screen`. */
const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Error',
    tone: 'danger',
    description: 'Invalid email or password',
    closeLabel: 'OK',
  },
  argTypes: { tone: { control: 'inline-radio', options: DIALOG_TONES } },
  // Tall enough that the screenshot of the story's root covers the centred dialog.
  decorators: [inStoryBox(layout.fullHeight)],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure: the login error of docs/product/errors.md#accounts. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveAccessibleDescription('Invalid email or password');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith({ open: false }));
  },
};

export const Playground: Story = {};

export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Check your email',
    description: 'We sent you a link to confirm your account.',
    closeLabel: 'Close',
  },
};

export const RightToLeft: Story = {
  args: { title: 'خطأ', description: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', closeLabel: 'حسناً' },
  globals: { locale: 'ar' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'خطأ' })).toBeVisible();
  },
};
