import {
  AdminUsersResponseSchema,
  AuditLogResponseSchema,
  DashboardStatsResponseSchema,
  UserResponseSchema,
} from '@manara/api-client/schemas';
import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, courses, lessonProgress, payments, subscriptions, users } from '../src/db/schema';
import { signedUpUser } from './support/accounts-api';
import { errorCodeOf, signedInAdmin, useAdminApi } from './support/admin';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, block, paidPayment, seededCourse, userIdOf } from './support/payments';
import { certifiedLearner } from './support/learning';
import { expectSuccess } from './support/responses';


describe.each(testDrivers())('the admin users and dashboard on $name', (driver) => {
  const api = useAdminApi(driver);

  async function learner(overrides: Parameters<typeof signedUpUser>[1] = {}) {
    const user = await signedUpUser(api, overrides);
    return { ...user, id: await userIdOf(api, user.email) };
  }

  describe('who may call', () => {
    it('answers every admin route 401 without a session, 403 to a learner and to a blocked learner, and 2xx to an admin', async () => {
      const boss = await signedInAdmin(api);
      const plain = await learner();
      const blocked = await learner();
      await block(api, blocked.id);
      const target = await learner();
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/admin/dashboard/stats'],
        ['GET', '/api/admin/users'],
        ['PATCH', `/api/admin/users/${target.id}`, { role: 'user' }],
        ['PATCH', `/api/admin/users/${target.id}/block`, { reason: 'Spam' }],
        ['PATCH', `/api/admin/users/${target.id}/unblock`],
        ['PATCH', `/api/admin/users/${target.id}/status`, { status: 'active' }],
        ['GET', '/api/admin/audit'],
        // Last: it takes the target away.
        ['DELETE', `/api/admin/users/${target.id}`],
      ];
      for (const [method, path, body] of routes) {
        const send = (token?: string) => api.send(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
        expect(await errorCodeOf(await send()), `${method} ${path} signed out`).toEqual({ status: 401, code: 'LOGIN_REQUIRED' });
        expect(await errorCodeOf(await send(plain.token)), `${method} ${path} as a learner`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
        expect(await errorCodeOf(await send(blocked.token)), `${method} ${path} as a blocked learner`).toEqual({ status: 403, code: 'ADMIN_ONLY' });
        expect((await send(boss.token)).status, `${method} ${path} as an admin`).toBe(200);
      }
    });
  });

  describe('GET /api/admin/dashboard/stats', () => {
    it('counts users, courses and active subscriptions, and sums settled payments in EGP', async () => {
      const boss = await signedInAdmin(api);
      const buyer = await learner();
      const course = await seededCourse(api, PAID_COURSE);
      await paidPayment(api, buyer.token, course.id);
      const { stats } = (await expectSuccess(await api.send('GET', '/api/admin/dashboard/stats', { token: boss.token }), DashboardStatsResponseSchema)).data;
      const [[userCount], [courseCount], [revenue], [active]] = await Promise.all([
        api.db.select({ n: count() }).from(users).where(isNull(users.deletedAt)),
        api.db.select({ n: count() }).from(courses),
        api.db.select({ piasters: sum(payments.amountPiasters) }).from(payments).where(eq(payments.status, 'paid')),
        api.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')),
      ]);
      expect(stats).toEqual({
        totalUsers: userCount?.n,
        totalCourses: courseCount?.n,
        totalRevenue: Number(revenue?.piasters) / 100,
        activeSubscriptions: active?.n,
      });
      expect(stats.totalRevenue).toBeGreaterThanOrEqual(course.price);
      expect(stats.activeSubscriptions).toBeGreaterThanOrEqual(1);
    });
  });

  describe('GET /api/admin/users', () => {
    it('pages by 10, newest first, and finds by name or e-mail whatever the case or the Arabic spelling', async () => {
      const boss = await signedInAdmin(api);
      const arabic = await learner({ firstName: 'أحمد', lastName: 'الشافعي' });
      const latin = await learner({ firstName: 'Zeynab', lastName: 'Qutb' });
      const first = (await expectSuccess(await api.send('GET', '/api/admin/users?page=1', { token: boss.token }), AdminUsersResponseSchema)).data;
      expect(first.users.length).toBeLessThanOrEqual(10);
      expect(first.users[0]?._id).toBe(latin.id);
      expect(first.pagination).toMatchObject({ page: 1, limit: 10, hasPreviousPage: false });
      expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 10));

      const find = async (search: string) =>
        (await expectSuccess(await api.send('GET', `/api/admin/users?search=${encodeURIComponent(search)}`, { token: boss.token }), AdminUsersResponseSchema)).data.users.map(
          (user) => user._id,
        );
      expect(await find('احمد')).toEqual([arabic.id]);
      expect(await find('الشافعى')).toEqual([arabic.id]);
      expect(await find('zEYNAB qu')).toEqual([latin.id]);
      expect(await find(latin.email.toUpperCase())).toEqual([latin.id]);
      expect(await find('100%_nobody')).toEqual([]);
    });

    it('refuses a malformed page or search with a 400 that says which', async () => {
      const boss = await signedInAdmin(api);
      expect(await errorCodeOf(await api.send('GET', '/api/admin/users?page=0', { token: boss.token }))).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(await errorCodeOf(await api.send('GET', `/api/admin/users?search=${'x'.repeat(101)}`, { token: boss.token }))).toMatchObject({ status: 400, code: 'VALIDATION' });
    });
  });

  describe('roles and blocking', () => {
    it('changes a role, blocks with a reason that the learner meets at once, unblocks, and records each change', async () => {
      const boss = await signedInAdmin(api);
      const target = await learner();
      const patch = (path: string, body?: unknown) => api.send('PATCH', `/api/admin/users/${target.id}${path}`, { token: boss.token, ...(body === undefined ? {} : { body }) });

      const promoted = (await expectSuccess(await patch('', { role: 'admin' }), UserResponseSchema)).data.user;
      expect(promoted.role).toBe('admin');
      await expectSuccess(await patch('', { role: 'user' }), UserResponseSchema);

      const blocked = (await expectSuccess(await patch('/block', { reason: '  Sharing paid videos  ' }), UserResponseSchema)).data.user;
      expect(blocked).toMatchObject({ isBlocked: true, blockReason: 'Sharing paid videos' });
      expect(Math.abs(Date.parse(blocked.blockedAt ?? '') - Date.now())).toBeLessThan(60_000);
      // Their very next request, with the same session, is a blocked learner's.
      const enrol = await api.send('POST', `/api/payments/create/${(await seededCourse(api, PAID_COURSE)).id}`, { token: target.token, body: {} });
      expect(await errorCodeOf(enrol)).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
      const profile = await expectSuccess(await api.send('GET', '/api/users/profile', { token: target.token }), UserResponseSchema);
      expect(profile.data.user).toMatchObject({ isBlocked: true, blockReason: 'Sharing paid videos' });

      const unblocked = (await expectSuccess(await patch('/unblock'), UserResponseSchema)).data.user;
      expect(unblocked).toMatchObject({ isBlocked: false, blockReason: null, blockedAt: null });

      const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${target.id}`, { token: boss.token }), AuditLogResponseSchema)).data;
      expect(log.entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['user.unblock', { isBlocked: true, blockReason: 'Sharing paid videos', blockedAt: blocked.blockedAt }, { isBlocked: false, blockReason: null, blockedAt: null }],
        ['user.block', { isBlocked: false, blockReason: null, blockedAt: null }, { isBlocked: true, blockReason: 'Sharing paid videos', blockedAt: blocked.blockedAt }],
        ['user.role', { role: 'admin' }, { role: 'user' }],
        ['user.role', { role: 'user' }, { role: 'admin' }],
      ]);
      expect(new Set(log.entries.map((entry) => [entry.actorId, entry.actorEmail, entry.objectType].join()))).toEqual(new Set([[boss.id, boss.email, 'user'].join()]));
      const onlyBlocks = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${target.id}&action=user.block`, { token: boss.token }), AuditLogResponseSchema)).data;
      expect(onlyBlocks.entries).toHaveLength(1);
    });

    it('blocks without a reason, and a change that changes nothing records nothing', async () => {
      const boss = await signedInAdmin(api);
      const target = await learner();
      const patch = (path: string, body?: unknown) => api.send('PATCH', `/api/admin/users/${target.id}${path}`, { token: boss.token, ...(body === undefined ? {} : { body }) });
      expect((await expectSuccess(await patch('/block', {}), UserResponseSchema)).data.user).toMatchObject({ isBlocked: true, blockReason: null });
      await expectSuccess(await patch('/unblock'), UserResponseSchema);
      await expectSuccess(await patch('/unblock'), UserResponseSchema);
      await expectSuccess(await patch('', { role: 'user' }), UserResponseSchema);
      const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${target.id}`, { token: boss.token }), AuditLogResponseSchema)).data;
      expect(log.entries.map((entry) => entry.action)).toEqual(['user.unblock', 'user.block']);
    });

    it('refuses an admin changing their own account', async () => {
      const boss = await signedInAdmin(api);
      const send = (path: string, body: unknown) => api.send('PATCH', path, { token: boss.token, body });
      expect(await errorCodeOf(await send(`/api/admin/users/${boss.id}`, { role: 'user' }))).toEqual({ status: 403, code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
      expect(await errorCodeOf(await send(`/api/admin/users/${boss.id}/block`, {}))).toEqual({ status: 403, code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
      // The same id in capitals is the same account to the database, so it is refused too (another admin exists, so LAST_ADMIN would not stop it).
      await signedInAdmin(api);
      expect(await errorCodeOf(await send(`/api/admin/users/${boss.id.toUpperCase()}`, { role: 'user' }))).toEqual({ status: 403, code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
      expect(await errorCodeOf(await api.send('DELETE', `/api/admin/users/${boss.id.toUpperCase()}`, { token: boss.token }))).toEqual({ status: 403, code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
      expect((await api.db.select({ role: users.role }).from(users).where(eq(users.id, boss.id)))[0]?.role).toBe('admin');
    });

    it('two last admins demoting each other at the same moment leave one of them an admin', async () => {
      const a = await signedInAdmin(api);
      const b = await signedInAdmin(api);
      const send = (token: string, id: string) => api.send('PATCH', `/api/admin/users/${id}`, { token, body: { role: 'user' } });
      // Every other admin stands down first, so these two are the last.
      for (const { id } of await api.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))) {
        if (id !== a.id && id !== b.id) await expectSuccess(await send(a.token, id), UserResponseSchema);
      }
      const outcomes = await Promise.all([send(a.token, b.id), send(b.token, a.id)]);
      const statuses = await Promise.all(outcomes.map(async (response) => (response.status === 200 ? 'demoted' : (await errorCodeOf(response)).code)));
      expect(statuses.filter((status) => status === 'demoted')).toHaveLength(1);
      expect(['LAST_ADMIN', 'ADMIN_ONLY']).toContain(statuses.find((status) => status !== 'demoted'));
      const roles = await api.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.role, 'admin'));
      expect(roles.filter((row) => row.id === a.id || row.id === b.id)).toHaveLength(1);
    });

    it('an admin who is blocked can no longer act as one', async () => {
      const boss = await signedInAdmin(api);
      await block(api, boss.id);
      expect(await errorCodeOf(await api.send('GET', '/api/admin/users', { token: boss.token }))).toEqual({ status: 403, code: 'ACCOUNT_BLOCKED' });
    });

    it('answers an unknown or malformed user id with not found, and a bad role or reason with a 400', async () => {
      const boss = await signedInAdmin(api);
      const send = (path: string, body?: unknown) => api.send('PATCH', path, { token: boss.token, ...(body === undefined ? {} : { body }) });
      expect(await errorCodeOf(await send('/api/admin/users/not-a-uuid', { role: 'user' }))).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
      expect(await errorCodeOf(await send('/api/admin/users/00000000-0000-4000-8000-000000000000/block', {}))).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
      const target = await learner();
      expect(await errorCodeOf(await send(`/api/admin/users/${target.id}`, { role: 'owner' }))).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(await errorCodeOf(await send(`/api/admin/users/${target.id}/block`, { reason: 'x'.repeat(501) }))).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(await errorCodeOf(await send(`/api/admin/users/${target.id}/block`, { reason: 'two\nlines' }))).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(await errorCodeOf(await api.send('PATCH', `/api/admin/users/${target.id}`, { token: boss.token, raw: '{' , headers: { 'Content-Type': 'application/json' } }))).toEqual({ status: 400, code: 'INVALID_JSON' });
    });
  });

  describe('status and deletion', () => {
    it('blocks with a reason and unblocks through the status route, as the block and unblock routes do', async () => {
      const boss = await signedInAdmin(api);
      const target = await learner();
      const setStatus = async (body: unknown) =>
        (await expectSuccess(await api.send('PATCH', `/api/admin/users/${target.id}/status`, { token: boss.token, body }), UserResponseSchema)).data.user;
      expect(await setStatus({ status: 'blocked', reason: 'Shared the account' })).toMatchObject({ isBlocked: true, blockReason: 'Shared the account' });
      const refused = await api.send('GET', '/api/users/profile', { token: target.token });
      expect((await expectSuccess(refused, UserResponseSchema)).data.user).toMatchObject({ isBlocked: true });
      expect(await setStatus({ status: 'active' })).toMatchObject({ isBlocked: false });
      expect(await errorCodeOf(await api.send('PATCH', `/api/admin/users/${target.id}/status`, { token: boss.token, body: { status: 'asleep' } }))).toEqual({
        status: 400,
        code: 'VALIDATION',
        field: 'status',
      });
      expect(await errorCodeOf(await api.send('PATCH', `/api/admin/users/${boss.id}/status`, { token: boss.token, body: { status: 'blocked' } }))).toEqual({
        status: 403,
        code: 'CANNOT_CHANGE_OWN_ACCOUNT',
      });
      const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${target.id}`, { token: boss.token }), AuditLogResponseSchema)).data;
      expect(log.entries.map((entry) => entry.action)).toEqual(['user.unblock', 'user.block']);
    });

    it('deletes a learner: personal data, progress and certificates go, sessions end, the payment and its subscription stay (cancelled)', async () => {
      const boss = await signedInAdmin(api);
      const { user, course, certificateId } = await certifiedLearner(api);
      const id = await userIdOf(api, user.email);
      const paidCourse = await seededCourse(api, PAID_COURSE);
      await paidPayment(api, user.token, paidCourse.id);

      const response = await api.send('DELETE', `/api/admin/users/${id}`, { token: boss.token });
      expect(response.status).toBe(200);
      expect(await errorCodeOf(await api.send('GET', '/api/users/profile', { token: user.token }))).toMatchObject({ status: 401 });
      expect(await errorCodeOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } }))).toMatchObject({ status: 401 });

      const [row] = await api.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', phoneNumber: null, imageUrl: null, googleSub: null, deletedAt: expect.any(Date) });
      expect(row?.email).not.toContain(user.email.split('@')[0]);
      expect(await api.db.select().from(lessonProgress).where(eq(lessonProgress.userId, id))).toEqual([]);
      expect(await api.db.select().from(certificates).where(eq(certificates.userId, id))).toEqual([]);
      expect((await api.send('GET', `/api/certificates/verify/${certificateId}`)).status).toBe(404);
      const kept = await api.db.select({ status: payments.status, amount: payments.amountPiasters }).from(payments).where(eq(payments.userId, id));
      expect(kept).toEqual([{ status: 'paid', amount: expect.any(Number) }]);
      const held = await api.db.select({ courseId: subscriptions.courseId, status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, id));
      expect(held.map((sub) => sub.status)).toEqual(held.map(() => 'cancelled'));
      expect(held.map((sub) => sub.courseId).sort()).toEqual([course.id, paidCourse.id].sort());

      const listed = (await expectSuccess(await api.send('GET', `/api/admin/users?search=${encodeURIComponent(user.email)}`, { token: boss.token }), AdminUsersResponseSchema)).data;
      expect(listed.users).toEqual([]);
      expect(await errorCodeOf(await api.send('DELETE', `/api/admin/users/${id}`, { token: boss.token }))).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
      // The address is free again: the person may sign up afresh.
      expect((await signedUpUser(api, { email: user.email })).email).toBe(user.email);
      const log = (await expectSuccess(await api.send('GET', `/api/admin/audit?objectId=${id}`, { token: boss.token }), AuditLogResponseSchema)).data;
      expect(log.entries[0]).toMatchObject({ action: 'user.delete', after: { deleted: true } });
    });

    it('never deletes oneself, and two last admins deleting each other at the same moment leave one', async () => {
      const a = await signedInAdmin(api);
      const b = await signedInAdmin(api);
      expect(await errorCodeOf(await api.send('DELETE', `/api/admin/users/${a.id}`, { token: a.token }))).toEqual({ status: 403, code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
      for (const { id } of await api.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))) {
        if (id !== a.id && id !== b.id) await expectSuccess(await api.send('PATCH', `/api/admin/users/${id}`, { token: a.token, body: { role: 'user' } }), UserResponseSchema);
      }
      const outcomes = await Promise.all([
        api.send('DELETE', `/api/admin/users/${b.id}`, { token: a.token }),
        api.send('DELETE', `/api/admin/users/${a.id}`, { token: b.token }),
      ]);
      const results = await Promise.all(outcomes.map(async (response) => (response.status === 200 ? 'deleted' : (await errorCodeOf(response)).code)));
      expect(results.filter((result) => result === 'deleted')).toHaveLength(1);
      expect(['LAST_ADMIN', 'LOGIN_REQUIRED']).toContain(results.find((result) => result !== 'deleted'));
      const left = await api.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
      expect(left).toHaveLength(1);
    });
  });
});
