import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, CourseCard, CourseCardSkeleton, CourseGrid } from '..';
import { sampleCourses } from '../private/fixtures';

const meta = {
  title: 'UI/Course/CourseGrid',
  component: CourseGrid,
} satisfies Meta<typeof CourseGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixCards: Story = {
  render: (args) => (
    <CourseGrid {...args}>
      {sampleCourses.map((course, index) => (
        <CourseCard
          key={course.id}
          {...course}
          badge={index < 2 ? <Badge tone="accent">New</Badge> : <Badge tone="brand">Featured</Badge>}
          action={index === 2 ? 'open' : 'enroll'}
        />
      ))}
    </CourseGrid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

export const Loading: Story = {
  render: (args) => (
    <CourseGrid {...args}>
      {sampleCourses.map((course) => (
        <CourseCardSkeleton key={course.id} />
      ))}
    </CourseGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading course')).toHaveLength(6);
  },
};
