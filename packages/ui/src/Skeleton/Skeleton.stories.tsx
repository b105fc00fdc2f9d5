import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SKELETON_SHAPES } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/Skeleton',
  component: Skeleton,
  args: { width: '16rem', height: '6rem' },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Skeletons are invisible to assistive technology; the region around them announces loading.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Shapes: Story = {
  render: () => (
    <div className={layout.row}>
      {SKELETON_SHAPES.map((shape) => (
        <Skeleton key={shape} shape={shape} width={shape === 'text' ? '12rem' : '4rem'} height={shape === 'rect' ? '4rem' : undefined} />
      ))}
    </div>
  ),
};

export const TextLines: Story = {
  render: () => (
    <div className={layout.textBlock}>
      <Skeleton shape="text" />
      <Skeleton shape="text" />
      <Skeleton shape="text" width="60%" />
    </div>
  ),
};
