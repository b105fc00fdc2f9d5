import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoutedLink } from '..';
import { routedStories } from '../private/routedStories';

const { navigate, decorators, beforeEach } = routedStories();

const meta = {
  title: 'UI/Primitives/RoutedLink',
  component: RoutedLink,
  args: { href: '/courses', children: 'Courses' },
  decorators,
  beforeEach,
} satisfies Meta<typeof RoutedLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Followed through the app's link component (here a router stand-in), not a page load. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Courses' }));
    await expect(navigate).toHaveBeenCalledWith('/courses');
  },
};
