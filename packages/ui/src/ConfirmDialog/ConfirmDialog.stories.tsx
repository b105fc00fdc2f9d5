import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { CONFIRM_DIALOG_TONES, ConfirmDialog, type ConfirmDialogProps } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

/** The dialog renders in a portal: queries go through `screen`, which is `within(document.body)`. */
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
  // Tall enough that the screenshot of the story's root covers the centred dialog.
  decorators: [inStoryBox(layout.fullHeight)],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteCourse = {
  tone: 'danger',
  title: 'Delete Course',
  description: 'Are you sure you want to delete this course?',
  confirmLabel: 'Delete',
  busyLabel: 'Deleting...',
} satisfies Partial<ConfirmDialogProps>;

/** The question, with focus on Cancel; confirming asks the caller to act and leaves the dialog open. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock User' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to unblock this user?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Something that cannot be undone: the title and the confirm button say so in the danger colour. */
export const Danger: Story = {
  args: deleteCourse,
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Course' });
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Under way: confirm disabled and relabelled; Cancel, Escape and a click outside hold. */
export const Busy: Story = {
  args: { ...deleteCourse, busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Course' });
    await expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The action failed: the reason, announced where the question was asked. */
export const WithError: Story = {
  args: { ...deleteCourse, error: 'Learners are enrolled in this course, so it cannot be deleted. Archive it instead.' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Course' });
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Archive it instead.');
    await expect(dialog).toContainElement(alert);
    await expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Right to left: the buttons start from the left, Cancel still takes focus. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'إلغاء حظر المستخدم', description: 'هل أنت متأكد من إلغاء حظر هذا المستخدم؟', confirmLabel: 'إلغاء الحظر', cancelLabel: 'إلغاء' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء حظر المستخدم' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await expect(dialog).toHaveAccessibleDescription('هل أنت متأكد من إلغاء حظر هذا المستخدم؟');
    await waitFor(() => expect(screen.getByRole('button', { name: 'إلغاء' })).toHaveFocus());
    const cancel = screen.getByRole('button', { name: 'إلغاء' }).getBoundingClientRect();
    const confirm = screen.getByRole('button', { name: 'إلغاء الحظر' }).getBoundingClientRect();
    await expect(confirm.left).toBeLessThan(cancel.left);
  },
};
