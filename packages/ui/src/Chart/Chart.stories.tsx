import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart } from '..';

const DAYS = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const REVENUE = [1200, 450, 0, 2400, 900, 1350, 600, 0, 1800, 2250, 450, 1200, 3000, 750];
const egp = (value: number) => `${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EGP`;

const meta = {
  title: 'UI/Admin/Chart',
  component: Chart,
  args: { title: 'Revenue by day', labels: DAYS, series: [{ label: 'Revenue', values: REVENUE }], formatValue: egp },
  decorators: [(Story) => <div style={{ maxInlineSize: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"] canvas')).not.toBeNull(), { timeout: 4000 });

/** Takings per day: the line, and the same figures in a table beside it. */
export const Revenue: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Revenue by day' });
    const row = within(table).getByRole('row', { name: /2026-11-13/ });
    await expect(within(row).getByRole('cell')).toHaveTextContent('3,000.00 EGP');
    await expect(canvas.getByRole('figure', { name: 'Revenue by day' })).toBeVisible();
  },
};

/** Per week, as bars. */
export const Weekly: Story = {
  args: { title: 'Revenue by week', kind: 'bar', labels: ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'], series: [{ label: 'Revenue', values: [5400, 7200, 3600, 9000] }] },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  },
};

/** Two series in one chart, each a column of the table. */
export const TwoSeries: Story = {
  args: {
    title: 'Sign-ups and enrolments',
    formatValue: String,
    series: [
      { label: 'Sign-ups', values: DAYS.map((_, i) => (i * 7) % 9) },
      { label: 'Enrolments', values: DAYS.map((_, i) => (i * 5) % 8) },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Sign-ups', 'Enrolments']);
  },
};

/** Nothing in the range: a sentence, no canvas and no table. */
export const Empty: Story = {
  args: { labels: [], series: [{ label: 'Revenue', values: [] }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Right to left: the table and captions follow the page; the time axis still reads left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الإيرادات يوميًا', labelHeader: 'الفترة', series: [{ label: 'الإيرادات', values: REVENUE }], formatValue: (value) => `${value} ج.م` },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('table', { name: 'الإيرادات يوميًا' })).toBeVisible();
  },
};
