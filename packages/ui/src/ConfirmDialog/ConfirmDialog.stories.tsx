import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CONFIRM_DIALOG_TONES, ConfirmDialog } from '..';
import * as layout from '../private/storyLayout.css';

/** The dialog renders in a portal: queries go through `screen`. */
const meta = {
  title: 'UI/Admin/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Unblock User',
    description: 'Are you sure you want to unblock this user?',
    confirmLabel: 'Unblock',
  },
  argTypes: { tone: { control: 'inline-radio', options: CONFIRM_DIALOG_TONES } },
  decorators: [
    (Story) => (
      <div className={layout.fullHeight}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, with focus on Cancel; confirming asks the caller to act. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock User' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to unblock this user?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Something that cannot be undone: the confirm button is a destructive one. */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Delete Course', description: 'Are you sure you want to delete this course?', confirmLabel: 'Delete' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Course' });
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
    await expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Under way: confirm disabled and relabelled, Cancel and Escape hold. */
export const Busy: Story = {
  args: { tone: 'danger', title: 'Delete Course', description: 'Are you sure you want to delete this course?', confirmLabel: 'Delete', busy: true, busyLabel: 'Deleting...' },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The action failed: the reason, where the question was asked. */
export const WithError: Story = {
  args: { tone: 'danger', title: 'Delete Course', description: 'Are you sure you want to delete this course?', confirmLabel: 'Delete', error: 'Learners are enrolled in this course, so it cannot be deleted. Archive it instead.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Archive it instead.');
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'إلغاء حظر المستخدم', description: 'هل أنت متأكد من إلغاء حظر هذا المستخدم؟', confirmLabel: 'إلغاء الحظر', cancelLabel: 'إلغاء' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'إلغاء حظر المستخدم' })).toBeVisible();
  },
};
