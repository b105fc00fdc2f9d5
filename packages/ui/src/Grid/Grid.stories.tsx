import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid, GRID_FILLS, GRID_MIN_ITEM_WIDTHS } from '..';
import * as layout from '../private/storyLayout.css';

const cells = (words: string[]) => words.map((word) => <li key={word} className={layout.tile}>{word}</li>);

const meta = {
  title: 'UI/Layout/Grid',
  component: Grid,
  args: { as: 'ul', gap: 4, minItemWidth: '12rem', children: cells(['Design', 'Data', 'Marketing', 'Languages']) },
  argTypes: { minItemWidth: { control: 'select', options: GRID_MIN_ITEM_WIDTHS }, fill: { control: 'inline-radio', options: GRID_FILLS } },
  decorators: [(Story) => <div style={{ maxInlineSize: '52rem' }}>{Story()}</div>],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const top = (element: HTMLElement) => element.getBoundingClientRect().top;

/** As many equal columns as fit at the narrowest width. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(top(canvas.getByText('Data'))).toBe(top(canvas.getByText('Design')));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** `fill` keeps room for the columns a short row lacks, so one cell stays a column wide. */
export const Fill: Story = {
  args: { fill: 'fill', children: cells(['Design']) },
  play: async ({ canvas }) => {
    const cell = canvas.getByText('Design');
    await expect(cell.getBoundingClientRect().width).toBeLessThan((cell.parentElement?.getBoundingClientRect().width ?? 0) / 2);
  },
};

/** Narrower than one column: each cell takes the whole row. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '10rem' }}>{Story()}</div>],
  args: { minItemWidth: '16rem' },
  play: async ({ canvas }) => {
    const cell = canvas.getByText('Design');
    await expect(cell.getBoundingClientRect().width).toBe(cell.parentElement?.getBoundingClientRect().width);
  },
};

/** Right to left: the first cell is on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { children: cells(['تصميم', 'بيانات']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تصميم').getBoundingClientRect().left).toBeGreaterThan(canvas.getByText('بيانات').getBoundingClientRect().right);
  },
};
