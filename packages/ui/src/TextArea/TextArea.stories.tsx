import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextArea } from '..';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  decorators: [inStoryBox(layout.stack)],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines, typed as they come. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'First line{Enter}Second line');
    await expect(field).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A rule broken: the field is invalid and described by it. */
export const WithError: Story = {
  args: { error: 'Message must be at least 10 characters' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Message must be at least 10 characters');
  },
};

/** Right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الرسالة', defaultValue: 'هل تقدّمون دورة IELTS في الإسكندرية؟' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'الرسالة' })).toHaveValue('هل تقدّمون دورة IELTS في الإسكندرية؟');
  },
};
