import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@manara/api-client/schemas';
import { Alert, type DataTableColumn } from '@manara/ui';
import { AdminFilter, AdminPage, AdminSearch, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { useAdminSubscriptions, useSetSubscriptionStatus, type AdminSubscriptionRow } from './api/useAdminSubscriptions';
import * as styles from './AdminScreen.css';
import { ADMIN_MESSAGE_MS } from './constants';
import { adminSubscriptionsMessages } from './messages';
import { useListControls } from './useListControls';
import { useFlashMessage } from './useFlashMessage';
import { useFormats } from './useFormats';

const isStatus = (value: string): value is SubscriptionStatus => SUBSCRIPTION_STATUSES.some((status) => status === value);

/**
 * `/admin/subscriptions` (docs/product/admin.md#subscriptions): User, Course, Start Date, Amount, Paid by
 * and a Status control on every row (the spec's edit modal had nothing to open it); a change takes effect at once
 * and replaces the row.
 */
export function AdminSubscriptionsScreen() {
  const t = useStore(adminSubscriptionsMessages);
  const format = useFormats();
  const list = useListControls<{ status: SubscriptionStatus | undefined }>({ status: undefined });
  const subscriptions = useAdminSubscriptions({ page: list.page, search: list.query, ...list.filters });
  const { replace } = subscriptions;
  const change = useSetSubscriptionStatus();
  const { message, show } = useFlashMessage(ADMIN_MESSAGE_MS);
  const statusLabel = (value: SubscriptionStatus) => t[value];

  const columns: Array<DataTableColumn<AdminSubscriptionRow>> = [
    { id: 'user', header: t.user, cell: (row) => `${row.user.firstName} ${row.user.lastName}` },
    { id: 'course', header: t.course, cell: (row) => row.course.title },
    { id: 'startDate', header: t.startDate, cell: (row) => format.date(row.startDate) },
    { id: 'amount', header: t.amount, cell: (row) => format.money(row.amount), align: 'end' },
    // No payment behind it: a free enrolment says so; anything else without one, a dash.
    { id: 'paymentMethod', header: t.paymentMethod, cell: (row) => (row.paymentMethod ? format.method(row.paymentMethod) : row.amount === 0 ? t.free : '—') },
    {
      id: 'status',
      header: t.status,
      cell: (row) => (
        <select
          className={styles.select}
          aria-label={t.changeStatus({ user: `${row.user.firstName} ${row.user.lastName}`, course: row.course.title })}
          value={row.status}
          disabled={change.isMutating}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!isStatus(next)) return;
            void change.run(
              { subscriptionId: row._id, status: next },
              {
                onSuccess: (saved) => {
                  replace(saved);
                  show('success', t.updated);
                },
                onError: () => show('danger', change.errorText ?? t.updateFailed),
              },
            );
          }}
        >
          {SUBSCRIPTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      ),
    },
  ];

  return (
    <AdminPage
      title={t.title}
      toolbar={
        <>
          <AdminSearch label={t.searchLabel} value={list.search} onSearch={list.setSearch} />
          <AdminFilter
            label={t.statusFilter}
            allLabel={t.allStatuses}
            value={list.filters.status}
            values={SUBSCRIPTION_STATUSES}
            labelOf={statusLabel}
            onChange={(value) => list.setFilter('status', value)}
          />
        </>
      }
    >
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <AdminTable columns={columns} rows={subscriptions.data?.subscriptions ?? []} getRowId={(row) => row._id} caption={t.tableCaption} {...list.table(subscriptions)} />
    </AdminPage>
  );
}
