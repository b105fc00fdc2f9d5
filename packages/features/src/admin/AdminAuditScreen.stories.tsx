import { adminAudit, usersProfile } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessionAs, withSession } from '../shared/session/storySupport';
import { AdminAuditScreen } from './AdminAuditScreen';

const meta = {
  title: 'Features/Admin/AdminAuditScreen',
  component: AdminAuditScreen,
  parameters: { layout: 'padded', msw: { handlers: { usersProfile: usersProfile.admin } } },
  decorators: [withSession],
  beforeEach: sessionAs('admin'),
} satisfies Meta<typeof AdminAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what to which object, with each changed field before and after. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('table', { name: 'Admin changes, newest first' }, { timeout: 3000 });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(2));
    const [, row] = within(log).getAllByRole('row');
    await expect(row).toHaveTextContent('user.block');
    await expect(row).toHaveTextContent('karim@example.com');
    await expect(within(row as HTMLElement).getByText('blockReason: from — to Sharing paid course videos')).toBeVisible();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminAudit: adminAudit.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'No data available' }, { timeout: 3000 })).toBeVisible();
  },
};

/** In Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'سجل التدقيق' }, { timeout: 3000 })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'تغييرات المشرفين، الأحدث أولًا' })).toBeVisible();
  },
};
