import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseCard, CourseCardSkeleton } from '..';
import { sampleCourse } from '../private/fixtures';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Course/CourseCardSkeleton',
  component: CourseCardSkeleton,
} satisfies Meta<typeof CourseCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [inStoryBox(layout.cardColumn)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading course')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The skeleton and the card it stands in for, side by side: the same footprint. */
export const BesideCard: Story = {
  render: (args) => (
    <div className={layout.pair}>
      <CourseCardSkeleton {...args} />
      <CourseCard {...sampleCourse} price={750} oldPrice={1200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-busy="true"]')?.getBoundingClientRect();
    const card = within(canvasElement).getByRole('article').getBoundingClientRect();
    await expect(skeleton?.top).toBe(card.top);
    await expect(Math.abs((skeleton?.height ?? 0) - card.height)).toBeLessThan(12);
  },
};
