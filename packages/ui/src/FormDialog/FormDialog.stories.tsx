import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FormDialog, TextField } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Admin/FormDialog',
  component: FormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    title: 'Block User',
    submitLabel: 'Block',
    busyLabel: 'Submitting...',
    children: <TextField label="Reason (optional)" name="reason" />,
  },
  decorators: [
    (Story) => (
      <div className={layout.fullHeight}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form in a modal: the first field takes focus; submitting sends the form. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Block User' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Being sent: the button says so and is disabled, and the dialog holds. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server refused: its reason above the buttons. */
export const WithError: Story = {
  args: { error: 'Failed to block user' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to block user');
  },
};

/** A long form, in the wide size, scrolls inside the dialog. */
export const Wide: Story = {
  args: {
    size: 'lg',
    title: 'Create Course',
    submitLabel: 'Save',
    description: 'A new course is a draft until it is published.',
    children: (
      <>
        <TextField label="Title" name="title" />
        <TextField label="Description" name="description" />
        <TextField label="Current Price" name="currentPrice" inputMode="decimal" />
        <TextField label="Old Price" name="oldPrice" inputMode="decimal" />
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Course' });
    await expect(dialog).toHaveAttribute('data-size', 'lg');
    await expect(dialog).toHaveAccessibleDescription('A new course is a draft until it is published.');
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'حظر المستخدم', submitLabel: 'حظر', cancelLabel: 'إلغاء', children: <TextField label="السبب (اختياري)" name="reason" /> },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'حظر المستخدم' })).toBeVisible();
  },
};
