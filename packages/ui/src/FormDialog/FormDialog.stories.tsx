import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FORM_DIALOG_SIZES, FormDialog, TextField } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

/** The dialog renders in a portal: queries go through `screen`, which is `within(document.body)`. */
const meta = {
  title: 'UI/Admin/FormDialog',
  component: FormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    // As react-hook-form's handleSubmit does: the page never reloads.
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
    title: 'Edit User',
    description: 'Mona Adel',
    submitLabel: 'Save',
    busyLabel: 'Updating...',
    children: (
      <>
        <TextField label="First name" name="firstName" autoComplete="off" />
        <TextField label="Last name" name="lastName" autoComplete="off" />
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: FORM_DIALOG_SIZES } },
  // Tall enough that the screenshot of the story's root covers the centred dialog.
  decorators: [inStoryBox(layout.fullHeight)],
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form in a modal: the first field takes focus; filling it in and saving sends the form. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await expect(dialog).toHaveAccessibleDescription('Mona Adel');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.type(firstName, 'Mona');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Adel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'submit' }));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(firstName).toHaveValue('Mona');
  },
};

/** Being sent: the button says so and is disabled, and neither Cancel nor Escape closes the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await expect(dialog).toHaveAttribute('data-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The server refused: its reason, announced inside the form above the buttons. */
export const WithError: Story = {
  args: { error: 'Failed to update user role' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to update user role');
    await expect(dialog.querySelector('form')).toContainElement(alert);
    await expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A longer form in the wide size. */
export const Wide: Story = {
  args: {
    size: 'lg',
    title: 'Create Course',
    submitLabel: 'Submit',
    busyLabel: 'Submitting...',
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
    await expect(screen.getAllByRole('textbox')).toHaveLength(4);
  },
};

/** Right to left: labels and fields start from the right, the buttons from the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'حظر المستخدم',
    description: 'منى عادل',
    submitLabel: 'حظر',
    busyLabel: 'جارٍ الإرسال...',
    cancelLabel: 'إلغاء',
    children: <TextField label="السبب (اختياري)" name="reason" />,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'حظر المستخدم' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const reason = screen.getByRole('textbox', { name: 'السبب (اختياري)' });
    await waitFor(() => expect(reason).toHaveFocus());
    const cancel = screen.getByRole('button', { name: 'إلغاء' }).getBoundingClientRect();
    const submit = screen.getByRole('button', { name: 'حظر' }).getBoundingClientRect();
    await expect(submit.left).toBeLessThan(cancel.left);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
