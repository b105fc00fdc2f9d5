import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseCard, LinkProvider } from '..';
import { sampleCourse } from '../private/fixtures';
import { recordingLink } from '../private/recordingLink';
import { inStoryBox } from '../private/inStoryBox';
import * as layout from '../private/storyLayout.css';

const navigate = fn();
const RouterLink = recordingLink(navigate);

const meta = {
  title: 'UI/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLink },
  decorators: [inStoryBox(layout.cardColumn)],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link inside renders through the app's component: here a router stand-in. */
export const ClientSideNavigation: Story = {
  render: (args) => (
    <LinkProvider {...args}>
      <CourseCard {...sampleCourse} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: sampleCourse.title }));
    await expect(navigate).toHaveBeenLastCalledWith(`/CoursePage/${sampleCourse.id}`);
    await userEvent.click(canvas.getByRole('link', { name: 'Details' }));
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};
