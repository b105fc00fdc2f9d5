import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../client';
import {
  blockUser,
  getAuditLog,
  getDashboardStats,
  listAdminSubscriptions,
  listAdminUsers,
  setSubscriptionStatus,
  setUserRole,
  unblockUser,
} from '../endpoints/admin';
import { adminAudit, adminDashboardStats, adminSubscriptions, adminUsersList, adminUserWrites } from './handlers/admin';

const server = setupServer(adminDashboardStats.default, adminUsersList.default, ...adminUserWrites.default, ...adminSubscriptions.default, adminAudit.default);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://manara.test/api', getToken: () => 'token' });
const fallbackMessage = 'Failed to fetch users';

describe('the admin calls, against the admin mocks', () => {
  it('read the dashboard, a page of users and the audit log as the contract says', async () => {
    expect(await getDashboardStats(client, { fallbackMessage })).toEqual({ totalUsers: 312, totalCourses: 36, totalRevenue: 48_250.5, activeSubscriptions: 187 });
    const third = await listAdminUsers(client, { page: 3, fallbackMessage });
    expect(third.users).toHaveLength(3);
    expect(third.pagination).toMatchObject({ page: 3, totalPages: 3, hasNextPage: false, hasPreviousPage: true });
    expect((await listAdminUsers(client, { page: 1, search: 'nobody', fallbackMessage })).users).toEqual([]);
    const blocked = (await listAdminUsers(client, { page: 1, fallbackMessage })).users.filter((user) => user.isBlocked);
    expect(blocked.every((user) => user.blockReason !== null)).toBe(true);
    expect((await getAuditLog(client, { page: 1, fallbackMessage })).entries[0]?.action).toBe('user.block');
  });

  it('change a role, block with a reason and unblock, each answering the user as changed', async () => {
    const [, , third] = (await listAdminUsers(client, { page: 1, fallbackMessage })).users;
    const userId = third?._id ?? '';
    expect((await setUserRole(client, { userId, role: 'admin', fallbackMessage })).role).toBe('admin');
    expect(await blockUser(client, { userId, reason: 'Spam', fallbackMessage })).toMatchObject({ isBlocked: true, blockReason: 'Spam' });
    expect(await unblockUser(client, { userId, fallbackMessage })).toMatchObject({ isBlocked: false, blockReason: null });
  });

  it("carry the server's words when the last admin would go", async () => {
    server.use(...adminUserWrites.lastAdmin);
    const refused = await setUserRole(client, { userId: 'x', role: 'user', fallbackMessage: 'Failed to update user' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'LAST_ADMIN', status: 409, message: 'The last admin cannot be demoted, blocked or deleted.' });
  });

  it('list subscriptions and change one, in EGP, the end date following the status', async () => {
    const { subscriptions } = await listAdminSubscriptions(client, { page: 1, status: 'active', fallbackMessage: 'Failed to fetch subscriptions' });
    expect(subscriptions.map((row) => [row.status, row.amount])).toEqual([
      ['active', 1200],
      ['cancelled', 0],
    ]);
    const cancelled = await setSubscriptionStatus(client, { subscriptionId: subscriptions[0]?._id ?? '', status: 'cancelled', fallbackMessage: 'Failed to update subscription' });
    expect(cancelled).toMatchObject({ status: 'cancelled', endDate: '2026-11-24T10:00:00.000Z' });
  });
});
