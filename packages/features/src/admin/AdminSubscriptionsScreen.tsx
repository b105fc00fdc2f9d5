import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@manara/api-client/schemas';
import { Alert, DataTable, SearchInput, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useAdminSubscriptions, useSetSubscriptionStatus, type AdminSubscriptionRow } from './api/useAdminSubscriptions';
import * as styles from './AdminScreen.css';
import { ADMIN_MESSAGE_MS, ADMIN_SEARCH_DEBOUNCE_MS } from './constants';
import { adminCommonMessages, adminSubscriptionsMessages } from './messages';
import { useAdminPaging } from './useAdminPaging';
import { useDebouncedValue } from './useDebouncedValue';
import { useFlashMessage } from './useFlashMessage';
import { useFormats } from './useFormats';

const isStatus = (value: string): value is SubscriptionStatus => SUBSCRIPTION_STATUSES.some((status) => status === value);

/**
 * `/admin/subscriptions` (docs/product/admin.md#subscriptions): User, Course, Start Date, Amount and a
 * Status control on every row (the spec's edit modal had nothing to open it); a change takes effect at once
 * and replaces the row.
 */
export function AdminSubscriptionsScreen() {
  const t = useStore(adminSubscriptionsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubscriptionStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const { data, isLoading, errorMessage, retry, replace } = useAdminSubscriptions({ page, search: query, status });
  const paging = useAdminPaging(data?.pagination, page, setPage);
  const change = useSetSubscriptionStatus();
  const { message, show } = useFlashMessage(ADMIN_MESSAGE_MS);
  const statusLabel = (value: SubscriptionStatus) => t[value];

  const columns: Array<DataTableColumn<AdminSubscriptionRow>> = [
    { id: 'user', header: t.user, cell: (row) => `${row.user.firstName} ${row.user.lastName}` },
    { id: 'course', header: t.course, cell: (row) => row.course.title },
    { id: 'startDate', header: t.startDate, cell: (row) => format.date(row.startDate) },
    { id: 'amount', header: t.amount, cell: (row) => format.money(row.amount), align: 'end' },
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
    <section className={styles.screen} aria-labelledby="admin-subscriptions-title">
      <h1 id="admin-subscriptions-title" className={styles.title}>
        {t.title}
      </h1>
      <div className={styles.toolbar}>
        <SearchInput
          label={t.searchLabel}
          placeholder={t.searchLabel}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          className={styles.search}
        />
        <div className={styles.field}>
          <label htmlFor="admin-subscriptions-status" className={styles.label}>
            {t.statusFilter}
          </label>
          <select
            id="admin-subscriptions-status"
            className={styles.select}
            value={status ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setStatus(isStatus(next) ? next : undefined);
              setPage(1);
            }}
          >
            <option value="">{t.allStatuses}</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <DataTable
        columns={columns}
        rows={data?.subscriptions ?? []}
        getRowId={(row) => row._id}
        caption={t.tableCaption}
        loading={isLoading}
        loadingText={common.loading}
        emptyText={common.noData}
        retryLabel={common.retry}
        onRetry={retry}
        {...(errorMessage === undefined ? {} : { errorText: errorMessage })}
        {...paging}
      />
    </section>
  );
}
