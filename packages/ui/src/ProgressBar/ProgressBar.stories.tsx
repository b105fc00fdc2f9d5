import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '..';

const meta = {
  title: 'UI/Learning/ProgressBar',
  component: ProgressBar,
  args: { percent: 40, label: 'Progress', valueText: '2/5 lessons · 40%' },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part way, in the brand colour, read out in words. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '2/5 lessons · 40%');
    await expect(bar).toHaveAttribute('data-state', 'in-progress');
  },
};

/** Done: full, in the completed colour. */
export const Complete: Story = {
  args: { percent: 100, complete: true, valueText: '5/5 lessons · 100%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'completed');
  },
};

/** The thinner bar a course card carries. */
export const Small: Story = {
  args: { size: 'sm', percent: 10, label: 'Course progress', valueText: '1/10 lessons · 10%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('data-size', 'sm');
  },
};

/** Right to left, it fills from the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { percent: 33, label: 'التقدّم', valueText: '١/٣ دروس · ٣٣٪' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'التقدّم' })).toHaveAttribute('aria-valuetext', '١/٣ دروس · ٣٣٪');
  },
};
