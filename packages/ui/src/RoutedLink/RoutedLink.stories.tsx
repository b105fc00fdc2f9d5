import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, RoutedLink } from '..';
import { recordingLink } from '../private/recordingLink';

const navigate = fn();
const RouterLink = recordingLink(navigate);

const meta = {
  title: 'UI/Primitives/RoutedLink',
  component: RoutedLink,
  args: { href: '/courses', children: 'Courses' },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
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
