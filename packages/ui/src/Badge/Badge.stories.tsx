import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, BADGE_TONES } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/Badge',
  component: Badge,
  args: { children: 'Featured' },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={layout.row}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const New: Story = {
  args: { tone: 'accent', children: 'New' },
};
