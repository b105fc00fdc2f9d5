import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@manara/api-client/schemas';
import type { DataTableColumn } from '@manara/ui';
import { AdminSelect, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useAuditLog } from './api/useAuditLog';
import * as styles from './AdminScreen.css';
import { adminAuditMessages } from './messages';
import { useAdminPaging } from './useAdminPaging';
import { useFormats } from './useFormats';


/** A recorded value as a line of text: nothing, a word, or its JSON. */
const shown = (value: unknown, nothing: string) => (value === null || value === undefined || value === '' ? nothing : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * `/admin/audit` (docs/product/admin.md#audit-log): every admin write, newest first, with who made it, on
 * what, and each changed field before and after; narrowed by action.
 */
export function AdminAuditScreen() {
  const t = useStore(adminAuditMessages);
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
        <AdminSelect
          label={t.actionFilter}
          value={action ?? ''}
          options={[{ value: '', label: t.allActions }, ...AUDIT_ACTIONS.map((value) => ({ value, label: value }))]}
          onChange={(value) => {
            setAction(value === '' ? undefined : value);
            setPage(1);
          }}
        />
      </div>
      <AdminTable columns={columns} rows={data?.entries ?? []} getRowId={(entry) => entry._id} caption={t.tableCaption} loading={isLoading} onRetry={retry} errorMessage={errorMessage} {...paging} />
    </section>
  );
}
