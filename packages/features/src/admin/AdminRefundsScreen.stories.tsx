import { adminMarkRefunded, adminPaymentsToRefund } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AdminRefundsScreen } from './AdminRefundsScreen';
import { ADMIN_STORIES, adminTable, expectActionsInView, onPhone, oneScreen } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminRefundsScreen',
  component: AdminRefundsScreen,
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminRefundsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table } = adminTable('Payments to refund, newest first');

/** The row of the learner with `email`. */
async function rowOf(payments: HTMLElement, email: string) {
  const row = (await within(payments).findByText(email)).closest('tr');
  if (!row) throw new globalThis.Error(`No row for ${email}`);
  return row;
}

/** Who paid, for what, how much, the provider's reference, when and why; a button until it is refunded. */
export const List: Story = {
  play: async ({ canvas }) => {
    const payments = await table(canvas);
    await waitFor(() => expect(within(payments).getAllByRole('row')).toHaveLength(4));
    await expect(within(payments).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Learner', 'Course', 'Amount', 'Provider reference', 'Paid on', 'Why', 'Refund']);
    const omar = await rowOf(payments, 'omar.khaled@example.com');
    await expect(within(omar).getByRole('cell', { name: '1,200.00 EGP' })).toBeVisible();
    await expect(within(omar).getByRole('cell', { name: 'paymob · 418822731' })).toBeVisible();
    await expect(within(omar).getByRole('cell', { name: 'Course already held' })).toBeVisible();
    await expect(within(payments).getByRole('cell', { name: 'Learner blocked' })).toBeVisible();
    await expect(within(payments).getAllByRole('button', { name: /^Mark refunded: / })).toHaveLength(2);
    await expect(within(payments).getByText('Refunded on Nov 3, 2026')).toBeVisible();
    await expect(within(payments).getByText('Refunded at Paymob, ref R-1042')).toBeVisible();
  },
};

/** Marking one: a note is required, then the row says when, with the note, and a message says so. */
export const MarkRefunded: Story = {
  play: async ({ canvas, userEvent }) => {
    const payments = await table(canvas);
    await userEvent.click(await within(payments).findByRole('button', { name: /^Mark refunded: Omar Khaled/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await expect(dialog).toHaveAccessibleDescription('1,200.00 EGP from Omar Khaled, given back at paymob.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await expect(await within(dialog).findByText('Note is required')).toBeVisible();
    await expectActionsInView(dialog, ['Cancel', 'Mark refunded']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Refunded at Paymob, ref R-2001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Payment marked refunded.')).toBeVisible();
    await expect(within(await rowOf(payments, 'omar.khaled@example.com')).getByText('Refunded at Paymob, ref R-2001')).toBeVisible();
    await expect(within(payments).getAllByRole('button', { name: /^Mark refunded: / })).toHaveLength(1);
    // The message fades; the picture is of the page as it stays.
    await waitFor(() => expect(canvas.queryByText('Payment marked refunded.')).toBeNull(), { timeout: 5000 });
  },
};

/** Marked already (in another tab): the server's words in the dialog, which stays open. */
export const AlreadyRefunded: Story = {
  parameters: { msw: { handlers: { adminMarkRefunded: adminMarkRefunded.alreadyRefunded } } },
  play: async ({ canvas, userEvent }) => {
    const payments = await table(canvas);
    await userEvent.click(await within(payments).findByRole('button', { name: /^Mark refunded: Omar Khaled/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'ref R-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment is already marked refunded.');
  },
};

/** Nothing to refund. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminPaymentsToRefund: adminPaymentsToRefund.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No payment is waiting for a refund.')).toBeVisible();
  },
};

/** Could not be read: Try Again asks once more. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminPaymentsToRefund: adminPaymentsToRefund.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong on our side');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** In Arabic, right to left, the names and titles in their own direction. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const payments = await canvas.findByRole('table', { name: 'مدفوعات تنتظر الاسترداد، الأحدث أولًا' }, { timeout: 3000 });
    await waitFor(() => expect(within(payments).getAllByRole('row')).toHaveLength(4));
    await expect(within(payments).getByRole('cell', { name: 'المتعلّم محظور' })).toBeVisible();
    await expect(within(payments).getAllByRole('button', { name: /^علِّم كمستردّة: / })).toHaveLength(2);
  },
};

/** On a 390 px phone, in English and in Arabic: each payment is a card, nothing wider than the screen. */
export const Phone: Story = onPhone(List);
export const ArabicPhone: Story = onPhone(Arabic);

/** Mark refunded on the 390 px phone, its rule's words under the empty note: the box whole, with its buttons. */
const markOnPhone = (locale: 'en' | 'ar', open: RegExp, actions: readonly string[]): Story =>
  onPhone({
    globals: { locale },
    decorators: [oneScreen],
    play: async ({ userEvent }) => {
      const [button] = await screen.findAllByRole('button', { name: open }, { timeout: 3000 });
      if (!button) throw new globalThis.Error('No payment to mark');
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: actions[1] }));
      await waitFor(() => expect(dialog.querySelector('[aria-invalid="true"]')).not.toBeNull());
      await expectActionsInView(dialog, actions);
    },
  });
export const MarkRefundedPhone = markOnPhone('en', /^Mark refunded: /, ['Cancel', 'Mark refunded']);
export const MarkRefundedArabicPhone = markOnPhone('ar', /^علِّم كمستردّة: /, ['إلغاء', 'علِّم كمستردّة']);
