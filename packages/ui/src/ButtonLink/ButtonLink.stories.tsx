import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, ButtonLink } from '..';
import { routedStories } from '../private/routedStories';
import * as layout from '../private/storyLayout.css';

const { navigate, decorators, beforeEach } = routedStories();

const meta = {
  title: 'UI/Primitives/ButtonLink',
  component: ButtonLink,
  args: { href: '/courses', children: 'Browse Courses' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  decorators,
  beforeEach,
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link, dressed as the primary button, followed through the app's router (here a stand-in). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Browse Courses' });
    await expect(link).toHaveAttribute('href', '/courses');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/courses');
  },
};

export const Playground: Story = {};

export const Primary: Story = {
  args: { variant: 'primary' },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
};

export const Outline: Story = {
  args: { variant: 'outline', href: '/mycourses', children: 'My Courses' },
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
};

export const Danger: Story = {
  args: { variant: 'danger' },
};

/** The three sizes; the keyboard reaches the first, and Enter follows it, as any link. */
export const Sizes: Story = {
  render: (args) => (
    <div className={layout.row}>
      {BUTTON_SIZES.map((size) => (
        <ButtonLink key={size} {...args} size={size}>
          Size {size}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Size sm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/courses');
  },
};
