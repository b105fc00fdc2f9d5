import { adminReports, usersProfile } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { AdminReportsScreen } from './AdminReportsScreen';

const meta = {
  title: 'Features/Admin/AdminReportsScreen',
  component: AdminReportsScreen,
  parameters: { layout: 'padded', msw: { handlers: { usersProfile: usersProfile.admin } } },
  decorators: [withSession],
  beforeEach: sessionAs('admin'),
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

/** Nothing is asked until both dates are set. */
export const ChooseDates: Story = {
  parameters: {
    msw: {
      handlers: {
        adminReports: http.get('*/api/admin/reports/:type', () => {
          requests += 1;
          return HttpResponse.json({});
        }),
      },
    },
  },
  beforeEach: () => {
    requests = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a start and an end date to see the report.')).toBeVisible();
    fireEvent.change(canvas.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(requests).toBe(0);
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  },
};
let requests = 0;

/** Revenue: the total in EGP, the chart and its table, and the CSV. */
export const Revenue: Story = {
  play: async ({ canvas, canvasElement }) => {
    setDates(canvas, '2026-11-01', '2026-11-14');
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('16,350.00 EGP');
    const table = canvas.getByRole('table', { name: 'Revenue by day' });
    await expect(within(within(table).getByRole('row', { name: /2026-11-13/ })).getByRole('cell')).toHaveTextContent('3,000.00 EGP');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
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
    setDates(canvas, '2026-11-01', '2026-11-14');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch reports');
  },
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'التقارير' });
    setDates(canvas, '2026-11-01', '2026-11-14', { start: 'تاريخ البداية', end: 'تاريخ النهاية' });
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('dd')).toHaveTextContent('١٦٬٣٥٠٫٠٠ ج.م');
    await expect(canvas.getByRole('table', { name: 'الإيرادات يوميًا' })).toBeVisible();
  },
};
