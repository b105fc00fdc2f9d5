import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/SearchInput',
  component: SearchInput,
  args: { label: 'Search courses', placeholder: 'Search by course title', onChange: fn() },
  decorators: [inStoryBox(layout.stack)],
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search courses' });
    await userEvent.type(input, 'IELTS');
    await expect(input).toHaveValue('IELTS');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const LabelVisible: Story = {
  args: { labelVisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Search courses')).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Scholarships' },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const RightToLeft: Story = {
  args: { label: 'ابحث في الدورات', placeholder: 'ابحث باسم الدورة' },
  globals: { locale: 'ar' },
};
