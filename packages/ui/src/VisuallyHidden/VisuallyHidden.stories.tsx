import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, VisuallyHidden } from '..';
import { SearchIcon } from '../private/icons';

const meta = {
  title: 'UI/Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Search' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button still has a name: the hidden text gives it one. */
export const InIconButton: Story = {
  render: (args) => (
    <Button variant="outline">
      <SearchIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await expect(within(button).getByText('Search').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
