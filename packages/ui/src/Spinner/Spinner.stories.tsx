import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology; still when motion is reduced (as in these tests). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(spinner).not.toBeNull();
    await expect(spinner && getComputedStyle(spinner).animationName).toBe('none');
  },
};

/** Beside the words that say what is happening, which a status region announces. */
export const WithStatus: Story = {
  render: () => (
    <div className={layout.row} role="status">
      <Spinner />
      <span>Checking your payment...</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your payment...');
  },
};
