import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Checkbox } from '..';

const meta = {
  title: 'UI/Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const RightToLeft: Story = {
  args: { label: 'تذكرني' },
  globals: { locale: 'ar' },
};
