import { adminReports, buildRevenueReport } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminReportsScreen } from './AdminReportsScreen';
import { ADMIN_STORIES, onPhone } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminReportsScreen',
  component: AdminReportsScreen,
  args: { today: '2026-11-14' },
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Dates typed into the native date fields (their pickers are the browser's). */
function setDates(canvas: Canvas, start: string, end: string, labels = { start: 'Start date', end: 'End date' }) {
  fireEvent.change(canvas.getByLabelText(labels.start), { target: { value: start } });
  fireEvent.change(canvas.getByLabelText(labels.end), { target: { value: end } });
}

const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('[data-drawn="true"] canvas')).not.toBeNull(), { timeout: 4000 });

/** The reports the page asked for, as their query strings. */
let asked: string[] = [];
const recordingReports = {
  adminReports: [
    http.get('*/api/admin/reports/:type', ({ request }) => {
      asked.push(new URL(request.url).search);
    }),
    adminReports.default,
  ],
};
const recording = () => {
  asked = [];
  return sessionAs('admin')();
};

/** On first open, the last 30 days (Cairo days, today included), asked at once. */
export const LastThirtyDays: Story = {
  parameters: { msw: { handlers: recordingReports } },
  beforeEach: recording,
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-10-16');
    await expect(canvas.getByLabelText('End date')).toHaveValue('2026-11-14');
    await expect(asked).toEqual(['?startDate=2026-10-16&endDate=2026-11-14']);
  },
};

/** The quick choices set both dates; All time asks without a start, and shows the first day on record. */
export const QuickChoices: Story = {
  parameters: { msw: { handlers: recordingReports } },
  beforeEach: recording,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-11-08');
    await userEvent.click(canvas.getByRole('button', { name: 'This year' }));
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?endDate=2026-11-14'));
    await waitFor(() => expect(canvas.getByLabelText('Start date')).toHaveValue('2026-11-01'));
    await expect(canvas.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
    await expect(asked).toEqual([
      '?startDate=2026-10-16&endDate=2026-11-14',
      '?startDate=2026-11-08&endDate=2026-11-14',
      '?startDate=2026-01-01&endDate=2026-11-14',
      '?endDate=2026-11-14',
    ]);
  },
};

/** A date cleared: nothing is asked until both are set again. */
export const ChooseDates: Story = {
  parameters: { msw: { handlers: recordingReports } },
  beforeEach: recording,
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    fireEvent.change(canvas.getByLabelText('Start date'), { target: { value: '' } });
    await expect(canvas.getByText('Choose a start and an end date to see the report.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    await expect(asked).toHaveLength(1);
  },
};

/** Each row of a table as its cells' words. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Revenue: the total in EGP, split by way of paying, the chart and its table with the days in words, and the CSV. */
export const Revenue: Story = {
  play: async ({ canvas, canvasElement }) => {
    setDates(canvas, '2026-11-01', '2026-11-14');
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('16,350.00 EGP');
    await expect(rowsOf(canvas.getByRole('table', { name: 'Revenue by payment method' }))).toEqual([
      ['Payment method', 'Payments', 'Revenue'],
      ['Bank card', '5', '9,750.00 EGP'],
      ['Mobile wallet', '5', '4,800.00 EGP'],
      ['Cash at a Fawry or Aman kiosk', '2', '1,800.00 EGP'],
    ]);
    const table = canvas.getByRole('table', { name: 'Revenue by day' });
    await expect(within(within(table).getByRole('row', { name: /November 13, 2026/ })).getByRole('cell')).toHaveTextContent('3,000.00 EGP');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** Past a year, a figure per month, each named by its month. */
export const Monthly: Story = {
  parameters: {
    msw: {
      handlers: {
        adminReports: http.get('*/api/admin/reports/:type', () => {
          const report = buildRevenueReport().data.report;
          const points = ['2025-11-14', '2025-12-01', '2026-01-01', '2026-02-01'].map((date, i) => ({ date, value: [1200, 0, 3400, 950][i] ?? 0 }));
          return HttpResponse.json({ status: 'success', data: { report: { ...report, series: { interval: 'month', startDate: '2025-11-14', points } } } });
        }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    setDates(canvas, '2025-11-14', '2026-11-14');
    await drawn(canvasElement);
    const table = canvas.getByRole('table', { name: 'Revenue by month' });
    await expect(within(within(table).getByRole('row', { name: /January 2026/ })).getByRole('cell')).toHaveTextContent('3,400.00 EGP');
  },
};

/** Users: three figures and sign-ups by day. */
export const Users: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Report type'), 'users');
    setDates(canvas, '2026-11-01', '2026-11-14');
    await drawn(canvasElement);
    await expect([...canvasElement.querySelectorAll('dd')].map((node) => node.textContent)).toEqual(['312', '187', '64']);
    await expect(canvas.getByRole('table', { name: 'Sign-ups by day' })).toBeVisible();
  },
};

/** Courses: the popular courses with their enrolments. */
export const Courses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Report type'), 'courses');
    setDates(canvas, '2026-11-01', '2026-11-14');
    await drawn(canvasElement);
    const popular = canvas.getByRole('table', { name: 'Popular Courses' });
    await expect(within(popular).getAllByRole('row')).toHaveLength(4);
    await expect(within(popular).getByRole('cell', { name: '42' })).toBeVisible();
  },
};

/** The start after the end: said plainly, nothing asked. */
export const BadRange: Story = {
  play: async ({ canvas }) => {
    setDates(canvas, '2026-11-14', '2026-11-01');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
  },
};

/** Could not be read. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminReports: adminReports.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch reports');
  },
};

/** In Arabic: figures, days, months and the ways of paying in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'التقارير' });
    await drawn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'آخر 30 يومًا' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('١٦٬٣٥٠٫٠٠ ج.م');
    const table = canvas.getByRole('table', { name: 'الإيرادات يوميًا' });
    await expect(within(table).getByRole('row', { name: /١٣ نوفمبر ٢٠٢٦/ })).toBeVisible();
    await expect(rowsOf(canvas.getByRole('table', { name: 'الإيرادات حسب طريقة الدفع' }))).toEqual([
      ['طريقة الدفع', 'عدد المدفوعات', 'الإيرادات'],
      ['بطاقة بنكية', '٥', '٩٬٧٥٠٫٠٠ ج.م'],
      ['محفظة إلكترونية', '٥', '٤٬٨٠٠٫٠٠ ج.م'],
      ['نقدًا في منافذ فوري أو أمان', '٢', '١٬٨٠٠٫٠٠ ج.م'],
    ]);
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(LastThirtyDays);
export const ArabicPhone: Story = onPhone(Arabic);
