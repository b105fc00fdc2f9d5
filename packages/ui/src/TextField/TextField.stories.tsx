import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextField } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  decorators: [inStoryBox(layout.stack)],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'mona@example.com');
    await expect(input).toHaveValue('mona@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** An invalid value: a red border and the reason below, read with the field. */
export const WithError: Story = {
  args: { defaultValue: 'mona@', error: 'Invalid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'secret1' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'mona@example.com' },
};

export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', error: 'البريد الإلكتروني مطلوب' },
  globals: { locale: 'ar' },
};
