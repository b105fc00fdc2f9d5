import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Surface, SURFACE_SHADOWS } from '..';
import * as layout from '../private/storyLayout.css';

const meta = {
  title: 'UI/Layout/Surface',
  component: Surface,
  args: {
    padding: 6,
    gap: 3,
    children: [
      <strong key="title">Learn design from scratch</strong>,
      <span key="text">Twelve lessons, a quiz after each.</span>,
    ],
  },
  argTypes: { shadow: { control: 'inline-radio', options: SURFACE_SHADOWS } },
  decorators: [(Story) => <div className={layout.stack}>{Story()}</div>],
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card: padded, rounded, on the surface colour, with a light shadow. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByText('Learn design from scratch').parentElement as HTMLElement;
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

/** With a hairline edge. */
export const Bordered: Story = {
  args: { border: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Learn design from scratch').parentElement as HTMLElement).borderTopWidth).toBe('1px');
  },
};

/** Raised further, and centred: an empty state. */
export const RaisedCentred: Story = {
  args: { shadow: 'md', align: 'center', paddingBlock: 12, paddingInline: 4 },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Learn design from scratch').parentElement as HTMLElement;
    await expect([getComputedStyle(card).paddingTop, getComputedStyle(card).paddingLeft]).toEqual(['48px', '16px']);
  },
};

/** Flat: no shadow. */
export const Flat: Story = {
  args: { shadow: 'none', border: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Learn design from scratch').parentElement as HTMLElement).boxShadow).toBe('none');
  },
};

/** Right to left: the text starts at the right-hand padding. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { align: 'start', children: [<strong key="title">تعلّم التصميم من البداية</strong>] },
  play: async ({ canvas }) => {
    const title = canvas.getByText('تعلّم التصميم من البداية');
    await expect((title.parentElement?.getBoundingClientRect().right ?? 0) - title.getBoundingClientRect().right).toBe(24);
  },
};
