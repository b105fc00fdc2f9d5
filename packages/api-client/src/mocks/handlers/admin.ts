import { http, HttpResponse } from 'msw';
import {
  buildAdminSubscription,
  buildAdminSubscriptionsPage,
  buildAdminUsers,
  buildAdminUsersPage,
  buildAuditLog,
  buildDashboardStats,
} from '../fixtures/admin';
import { buildUser, buildUserResponse } from '../fixtures/users';
import { api, errorResponse, never, serverError } from './shared';

/** `GET /admin/dashboard/stats`. */
export const adminDashboardStats = {
  default: http.get(api('/admin/dashboard/stats'), () => HttpResponse.json(buildDashboardStats())),
  error: http.get(api('/admin/dashboard/stats'), serverError),
  loading: http.get(api('/admin/dashboard/stats'), never),
};

/** `GET /admin/users`: the page asked for, of 23 users; a search finds nobody. */
export const adminUsersList = {
  default: http.get(api('/admin/users'), ({ request }) => {
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    return HttpResponse.json(search === '' ? buildAdminUsersPage({ page: Number(url.searchParams.get('page') ?? 1) }) : buildAdminUsersPage({ total: 0 }));
  }),
  empty: http.get(api('/admin/users'), () => HttpResponse.json(buildAdminUsersPage({ total: 0 }))),
  error: http.get(api('/admin/users'), serverError),
  loading: http.get(api('/admin/users'), never),
};

/** The user a fixture id names, as the list shows them. */
const fixtureUser = (id: string) => buildAdminUsers(23).find((user) => user._id === id) ?? buildUser({ _id: id });

/** `PATCH /admin/users/{id}`, `/block`, `/unblock`: the user as changed. */
export const adminUserWrites = {
  default: [
    http.patch(api('/admin/users/:id'), async ({ params, request }) => {
      const { role } = (await request.json()) as { role: 'user' | 'admin' };
      return HttpResponse.json(buildUserResponse({ ...fixtureUser(String(params.id)), role }));
    }),
    http.patch(api('/admin/users/:id/block'), async ({ params, request }) => {
      const { reason } = (await request.json()) as { reason?: string };
      return HttpResponse.json(
        buildUserResponse({ ...fixtureUser(String(params.id)), isBlocked: true, blockReason: reason ?? null, blockedAt: '2026-11-24T10:00:00.000Z' }),
      );
    }),
    http.patch(api('/admin/users/:id/unblock'), ({ params }) =>
      HttpResponse.json(buildUserResponse({ ...fixtureUser(String(params.id)), isBlocked: false, blockReason: null, blockedAt: null })),
    ),
  ],
  lastAdmin: [http.patch(api('/admin/users/:id'), () => errorResponse('LAST_ADMIN')), http.patch(api('/admin/users/:id/block'), () => errorResponse('LAST_ADMIN'))],
  error: [http.patch(api('/admin/users/:id'), serverError), http.patch(api('/admin/users/:id/block'), serverError), http.patch(api('/admin/users/:id/unblock'), serverError)],
};

/** `GET /admin/audit`. */
export const adminAudit = {
  default: http.get(api('/admin/audit'), () => HttpResponse.json(buildAuditLog())),
  empty: http.get(api('/admin/audit'), () => HttpResponse.json(buildAuditLog([]))),
  error: http.get(api('/admin/audit'), serverError),
};

/** `GET /admin/subscriptions` and `PATCH /admin/subscriptions/{id}`. */
export const adminSubscriptions = {
  default: [
    http.get(api('/admin/subscriptions'), () => HttpResponse.json(buildAdminSubscriptionsPage())),
    http.patch(api('/admin/subscriptions/:id'), async ({ params, request }) => {
      const { status } = (await request.json()) as { status: 'active' | 'expired' | 'cancelled' };
      return HttpResponse.json({
        status: 'success',
        data: { subscription: buildAdminSubscription({ _id: String(params.id), status, endDate: status === 'active' ? null : '2026-11-24T10:00:00.000Z' }) },
      });
    }),
  ],
  empty: [http.get(api('/admin/subscriptions'), () => HttpResponse.json(buildAdminSubscriptionsPage([])))],
  error: [http.get(api('/admin/subscriptions'), serverError)],
};

/** The admin handlers keyed per resource; a story overrides one key. */
export const adminHandlers = {
  adminDashboardStats: adminDashboardStats.default,
  adminUsersList: adminUsersList.default,
  adminUserWrites: adminUserWrites.default,
  adminSubscriptions: adminSubscriptions.default,
  adminAudit: adminAudit.default,
};
