import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '..';

const meta = {
  title: 'UI/Primitives/Price',
  component: Price,
  args: { amount: 1200 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('EGP 1,200');
  },
};

export const WithOldPrice: Story = {
  args: { amount: 750, oldAmount: 1200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('EGP 750')).toBeVisible();
    const old = canvasElement.querySelector('s');
    await expect(old).toHaveTextContent('Original price: EGP 1,200');
    await expect(old).toHaveStyle({ textDecorationLine: 'line-through' });
  },
};

export const WithPiastres: Story = {
  args: { amount: 499.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('EGP 499.50');
  },
};

export const Free: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('EGP');
  },
};

export const Arabic: Story = {
  args: { amount: 750, oldAmount: 1200, locale: 'ar-EG', freeLabel: 'مجاني', oldPriceLabel: 'السعر الأصلي:' },
  globals: { locale: 'ar' },
};
