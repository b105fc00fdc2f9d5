import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@manara/api-client/schemas';
import { DataTable, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useAuditLog } from './api/useAuditLog';
import * as styles from './AdminScreen.css';
import { adminAuditMessages, adminCommonMessages } from './messages';
import { useAdminPaging } from './useAdminPaging';
import { useFormats } from './useFormats';

const isAction = (value: string): value is AuditAction => AUDIT_ACTIONS.some((action) => action === value);

/** A recorded value as a line of text: nothing, a word, or its JSON. */
const shown = (value: unknown, nothing: string) => (value === null || value === undefined || value === '' ? nothing : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * `/admin/audit` (docs/product/admin.md#audit-log): every admin write, newest first, with who made it, on
 * what, and each changed field before and after; narrowed by action.
 */
export function AdminAuditScreen() {
  const t = useStore(adminAuditMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | undefined>(undefined);
  const { data, isLoading, errorMessage, retry } = useAuditLog({ page, action });
  const paging = useAdminPaging(data?.pagination, page, setPage);

  const columns: Array<DataTableColumn<AuditEntry>> = [
    { id: 'when', header: t.when, cell: (entry) => format.dateTime(entry.createdAt) },
    { id: 'who', header: t.who, cell: (entry) => entry.actorEmail },
    { id: 'action', header: t.action, cell: (entry) => <code>{entry.action}</code> },
    { id: 'object', header: t.object, cell: (entry) => `${entry.objectType} ${entry.objectId.slice(0, 8)}` },
    {
      id: 'changes',
      header: t.changes,
      cell: (entry) => {
        const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
        return (
          <ul className={styles.changes}>
            {fields.map((field) => (
              <li key={field}>{t.change({ field, before: shown(entry.before[field], t.nothing), after: shown(entry.after[field], t.nothing) })}</li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <section className={styles.screen} aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className={styles.title}>
        {t.title}
      </h1>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="admin-audit-action" className={styles.label}>
            {t.actionFilter}
          </label>
          <select
            id="admin-audit-action"
            className={styles.select}
            value={action ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setAction(isAction(next) ? next : undefined);
              setPage(1);
            }}
          >
            <option value="">{t.allActions}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        columns={columns}
        rows={data?.entries ?? []}
        getRowId={(entry) => entry._id}
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
