import { adminUsersList, adminUserWrites } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { sessionAs } from '../shared/session/storySupport';
import { AdminUsersScreen } from './AdminUsersScreen';
import { ADMIN_STORIES, adminTable, confirmWith, expectActionsInView, noNotices, onPhone, oneScreen } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminUsersScreen',
  component: AdminUsersScreen,
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, rowOf } = adminTable('User accounts');

/** Ten users a page: name, e-mail, role, status (a blocked user with the reason), and the actions. */
export const List: Story = {
  play: async ({ canvas }) => {
    const users = await table(canvas);
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(11));
    await expect(within(users).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    const blocked = await rowOf(canvas, 'user4@example.com');
    await expect(blocked).toHaveTextContent('Blocked: Sharing paid course videos');
    await expect(within(blocked).getByRole('button', { name: /^Unblock / })).toBeEnabled();
    await expect(within(await rowOf(canvas, 'user2@example.com')).getByRole('cell', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** Typing waits half a second, then asks for the first page of matches. */
export const Search: Story = {
  parameters: {
    msw: {
      handlers: {
        adminUsersList: http.get('*/api/admin/users', ({ request }) => {
          const search = new URL(request.url).searchParams.get('search');
          searches.push(search);
          return HttpResponse.json({
            status: 'success',
            data: { users: [], pagination: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPreviousPage: false } },
          });
        }),
      },
    },
  },
  beforeEach: () => {
    searches.length = 0;
    return sessionAs('admin')();
  },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users by name or e-mail' }), 'mona');
    await waitFor(() => expect(searches).toContain('mona'), { timeout: 2000 });
    await expect(searches.filter((search) => search !== null && search !== 'mona')).toEqual([]);
    await expect(await canvas.findByRole('cell', { name: 'No data available' })).toBeVisible();
  },
};
const searches: Array<string | null> = [];

/** Edit: the role changes in place, and the message clears after 3 s. */
export const EditRole: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'user3@example.com');
    await userEvent.click(within(row).getByRole('button', { name: /^Edit / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await expectActionsInView(dialog, ['Cancel', 'Save']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('User role updated successfully!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(await rowOf(canvas, 'user3@example.com')).getByRole('cell', { name: 'Admin' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('User role updated successfully!')).not.toBeInTheDocument(), { timeout: 4500 });
  },
};

/** Block with a reason: the row says Blocked with it; then Unblock asks first. */
export const BlockAndUnblock: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'user1@example.com');
    await userEvent.click(within(row).getByRole('button', { name: /^Block / }));
    const dialog = await screen.findByRole('dialog', { name: 'Block User' });
    await expectActionsInView(dialog, ['Cancel', 'Block']);
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam in reviews');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expect(await canvas.findByText('User blocked successfully!')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvas, 'user1@example.com')).toHaveTextContent('Blocked: Spam in reviews'));

    await userEvent.click(within(await rowOf(canvas, 'user1@example.com')).getByRole('button', { name: /^Unblock / }));
    await confirmWith(userEvent, { title: 'Unblock User', yes: 'Unblock', description: 'Are you sure you want to unblock this user?' });
    await expect(await canvas.findByText('User unblocked successfully!')).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvas, 'user1@example.com')).toHaveTextContent('Active'));
    await noNotices();
  },
};

/** Delete says what goes and what stays, asks first, then the row goes and a message says so. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'user3@example.com');
    const name = within(row).getAllByRole('cell')[0]?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: `Delete ${name}` }));
    await confirmWith(userEvent, {
      title: 'Delete User',
      yes: 'Delete',
      description: `Delete ${name}? Their account and data are removed and they are signed out everywhere; their payments stay on record. This cannot be undone.`,
    });
    await expect(await canvas.findByText('User deleted successfully!')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'user3@example.com' })).toBeNull());
    // The message fades; the picture is of the page as it stays.
    await waitFor(() => expect(canvas.queryByText('User deleted successfully!')).toBeNull(), { timeout: 5000 });
  },
};

/** The last admin: the server's reason in the dialog and the page's message. */
export const LastAdmin: Story = {
  parameters: { msw: { handlers: { adminUserWrites: adminUserWrites.lastAdmin } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await rowOf(canvas, 'user2@example.com')).getByRole('button', { name: /^Edit / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The last admin cannot be demoted, blocked or deleted.');
    await expect(await canvas.findByText('Failed to update user role')).toBeVisible();
    // The page's message clears after 3 s; the picture is of the page after it, whatever the machine's pace.
    await waitFor(() => expect(canvas.queryByText('Failed to update user role')).not.toBeInTheDocument(), { timeout: 6000 });
  },
};

/** On its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminUsersList: adminUsersList.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'User accounts Loading...' }, { timeout: 3000 })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Could not be read. */
export const Error: Story = {
  parameters: { msw: { handlers: { adminUsersList: adminUsersList.error } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Something went wrong on our side');
  },
};

/** In Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const users = await canvas.findByRole('table', { name: 'حسابات المستخدمين' }, { timeout: 3000 });
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(11));
    await expect(within(users).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['الاسم', 'البريد الإلكتروني', 'الدور', 'الحالة', 'الإجراءات']);
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(List);
export const ArabicPhone: Story = onPhone(Arabic);

/**
 * A row's dialog on the 390 px phone: opened from the row of `email` by its button (`action`, the start of its
 * name), then the box whole on the screen with its buttons.
 */
const dialogOnPhone = (locale: 'en' | 'ar', email: string, action: RegExp, role: 'dialog' | 'alertdialog', actions: readonly string[]): Story =>
  onPhone({
    globals: { locale },
    decorators: [oneScreen],
    play: async ({ canvas, userEvent }) => {
      const row = await adminTable(locale === 'ar' ? 'حسابات المستخدمين' : 'User accounts').rowOf(canvas, email);
      await userEvent.click(within(row).getByRole('button', { name: action }));
      await expectActionsInView(await screen.findByRole(role), actions);
    },
  });

export const EditRolePhone = dialogOnPhone('en', 'user3@example.com', /^Edit /, 'dialog', ['Cancel', 'Save']);
export const EditRoleArabicPhone = dialogOnPhone('ar', 'user3@example.com', /^تعديل /, 'dialog', ['إلغاء', 'حفظ']);
export const BlockPhone = dialogOnPhone('en', 'user1@example.com', /^Block /, 'dialog', ['Cancel', 'Block']);
export const BlockArabicPhone = dialogOnPhone('ar', 'user1@example.com', /^حظر /, 'dialog', ['إلغاء', 'حظر']);
export const UnblockPhone = dialogOnPhone('en', 'user4@example.com', /^Unblock /, 'alertdialog', ['Cancel', 'Unblock']);
export const UnblockArabicPhone = dialogOnPhone('ar', 'user4@example.com', /^إلغاء حظر /, 'alertdialog', ['إلغاء', 'إلغاء الحظر']);
export const DeletePhone = dialogOnPhone('en', 'user3@example.com', /^Delete /, 'alertdialog', ['Cancel', 'Delete']);
export const DeleteArabicPhone = dialogOnPhone('ar', 'user3@example.com', /^حذف /, 'alertdialog', ['إلغاء', 'حذف']);
