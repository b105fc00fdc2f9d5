import { adminSubscriptions } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminSubscriptionsScreen } from './AdminSubscriptionsScreen';
import { ADMIN_STORIES, noNotices, onPhone } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminSubscriptionsScreen',
  component: AdminSubscriptionsScreen,
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminSubscriptionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'All subscriptions' }, { timeout: 3000 });

/** The way each was paid, in words; a free enrolment, which has no payment, says 'Free'. */
const paidBy = (subscriptions: HTMLElement) =>
  within(subscriptions)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]?.textContent);

/** User, Course, Start Date, Amount in EGP, how it was paid, and a status control on every row. */
export const List: Story = {
  play: async ({ canvas }) => {
    const subscriptions = await table(canvas);
    await waitFor(() => expect(within(subscriptions).getAllByRole('row')).toHaveLength(4));
    await expect(within(subscriptions).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User', 'Course', 'Start Date', 'Amount', 'Paid by', 'Status']);
    await expect(within(subscriptions).getByRole('cell', { name: '1,200.00 EGP' })).toBeVisible();
    await expect(within(subscriptions).getAllByRole('cell', { name: 'Nov 20, 2026' })).toHaveLength(3);
    await expect(paidBy(subscriptions)).toEqual(['Bank card', 'Cash at a Fawry or Aman kiosk', 'Free']);
    const controls = within(subscriptions).getAllByRole('combobox');
    await expect(controls.map((control) => (control as HTMLSelectElement).value)).toEqual(['active', 'active', 'cancelled']);
  },
};

/** Cancelling from the row: the control shows the saved status and a message says so. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent }) => {
    const subscriptions = await table(canvas);
    const [first] = await within(subscriptions).findAllByRole('combobox', { name: /^Status of / });
    if (!first) throw new globalThis.Error('No status control');
    await userEvent.selectOptions(first, 'cancelled');
    await expect(await canvas.findByText('Subscription updated successfully!')).toBeVisible();
    await waitFor(() => expect((first as HTMLSelectElement).value).toBe('cancelled'));
    await noNotices();
  },
};

/** Filtering by status asks the server for that status only. */
export const FilterByStatus: Story = {
  parameters: {
    msw: {
      handlers: {
        adminSubscriptions: http.get('*/api/admin/subscriptions', ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('status'));
          return HttpResponse.json({ status: 'success', data: { subscriptions: [], pagination: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPreviousPage: false } } });
        }),
      },
    },
  },
  beforeEach: () => {
    asked.length = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'expired');
    await waitFor(() => expect(asked).toContain('expired'));
    await expect(await canvas.findByRole('cell', { name: 'No data available' })).toBeVisible();
  },
};
const asked: Array<string | null> = [];

/** Could not be read. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminSubscriptions: adminSubscriptions.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong on our side');
  },
};

/** In Arabic: dates, amounts and the ways of paying in Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const subscriptions = await canvas.findByRole('table', { name: 'كل الاشتراكات' }, { timeout: 3000 });
    await waitFor(() => expect(within(subscriptions).getByRole('cell', { name: '١٬٢٠٠٫٠٠ ج.م' })).toBeVisible());
    await expect(within(subscriptions).getByRole('columnheader', { name: 'طريقة الدفع' })).toBeVisible();
    await expect(paidBy(subscriptions)).toEqual(['بطاقة بنكية', 'نقدًا في منافذ فوري أو أمان', 'مجاني']);
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(List);
export const ArabicPhone: Story = onPhone(Arabic);
