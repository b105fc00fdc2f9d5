import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, AVATAR_SIZES } from '..';
import { fixtureAvatar } from '../private/fixtures';
import * as layout from '../private/storyLayout.css';

/** The letters an avatar draws (they are CSS content, not text). */
const initialsOf = (avatar: HTMLElement) => avatar.querySelector<HTMLElement>('[data-initials]')?.dataset.initials;

const meta = {
  title: 'UI/Primitives/Avatar',
  component: Avatar,
  args: { name: 'Mona Adel', src: fixtureAvatar({ hue: 160 }) },
  argTypes: { size: { control: 'inline-radio', options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mona Adel' })).toBeVisible();
  },
};

/** No photo: the initials of the first and last names. */
export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(initialsOf(canvas.getByRole('img', { name: 'Mona Adel' }))).toBe('M\u200cA');
  },
};

/** Arabic initials stay two letters, not one joined word. */
export const ArabicName: Story = {
  args: { name: 'منى عادل', src: undefined },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(initialsOf(canvas.getByRole('img', { name: 'منى عادل' }))).toBe('م\u200cع');
  },
};

/** The photo cannot load: the initials take its place. */
export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(initialsOf(canvas.getByRole('img', { name: 'Mona Adel' }))).toBe('M\u200cA'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.row}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`initials-${size}`} {...args} src={undefined} size={size} />
      ))}
    </div>
  ),
};
