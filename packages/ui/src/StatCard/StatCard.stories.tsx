import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from '..';

const meta = {
  title: 'UI/Admin/StatCard',
  component: StatCard,
  args: { label: 'Total Users', value: '312' },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement) => canvasElement.querySelector('dt');
const definition = (canvasElement: HTMLElement) => canvasElement.querySelector('dd');

/** A figure and what it counts, read together. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(term(canvasElement)).toHaveTextContent('Total Users');
    await expect(definition(canvasElement)).toHaveTextContent('312');
  },
};

/** With a decorative picture beside it. */
export const WithIcon: Story = {
  args: { label: 'Total Revenue', value: '48,250.50 EGP', icon: <span style={{ fontWeight: 700 }}>£</span> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('£');
    await expect(definition(canvasElement)).toHaveTextContent('48,250.50 EGP');
  },
};

/** On its way: a placeholder, the card busy, and 'Loading...' for a screen reader. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(definition(canvasElement)).toHaveTextContent('Loading...');
    await expect(definition(canvasElement)).not.toHaveTextContent('312');
  },
};

/** Four figures side by side, as the dashboard shows them. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: '1rem', maxInlineSize: '60rem' }}>{Story()}</div>],
  render: () => (
    <>
      <StatCard label="Total Users" value="312" />
      <StatCard label="Total Courses" value="36" />
      <StatCard label="Total Revenue" value="48,250.50 EGP" />
      <StatCard label="Active Subscriptions" value="187" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('dt')].map((node) => node.textContent)).toEqual(['Total Users', 'Total Courses', 'Total Revenue', 'Active Subscriptions']);
  },
};

/** Right to left, in Arabic digits. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'إجمالي الإيرادات', value: '٤٨٬٢٥٠٫٥٠ ج.م' },
  play: async ({ canvasElement }) => {
    await expect(definition(canvasElement)).toHaveTextContent('٤٨٬٢٥٠٫٥٠ ج.م');
  },
};
