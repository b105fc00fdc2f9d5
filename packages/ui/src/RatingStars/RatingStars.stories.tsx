import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingStars } from '..';

const meta = {
  title: 'UI/Primitives/RatingStars',
  component: RatingStars,
  args: { rating: 4, reviews: 12 },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5, 12 reviews' });
    await expect(rating).toHaveTextContent('(12)');
  },
};

export const HalfStar: Story = {
  args: { rating: 3.5, reviews: 86 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 3.5 out of 5, 86 reviews' })).toBeVisible();
  },
};

export const Perfect: Story = {
  args: { rating: 5, reviews: 1 },
};

export const WithoutReviews: Story = {
  args: { rating: 2, reviews: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { rating: 3.5, reviews: 86 },
  globals: { locale: 'ar' },
};

export const NoReviews: Story = {
  args: { rating: 4, reviews: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
